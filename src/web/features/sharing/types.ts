import type { z } from 'zod';
import type { SHARE_STATUSES, SHARE_TYPES } from '../../../common/contract/fields';
import type {
  createdShareSchema,
  publicLinkSchema,
  sharedTripViewSchema,
  tripShareSchema,
} from '../../../common/contract/sharing';
import type { personSchema } from '../../../common/contract/users';

export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** Reading the trip, or editing it together with the owner. */
export type ShareType = (typeof SHARE_TYPES)[number];

/** A person found by GET /api/users/search; the e-mail is masked. */
export type PersonResult = z.input<typeof personSchema>;

/** A share as POST /api/trips/:id/share answers it. */
export type CreatedShare = z.input<typeof createdShareSchema>;

/** One invitation of a trip as GET /api/trips/:id/shares lists it. */
export type TripShare = z.input<typeof tripShareSchema>;

/** The trip's public link as GET /api/trips/:id/public-link answers it. */
export type PublicLink = z.input<typeof publicLinkSchema>;

export type ShareRecipient = { sharedWithId: number } | { sharedWithEmail: string };

/** What GET /api/shared-trip/:token shows to anyone holding the link. */
export type SharedTripView = z.input<typeof sharedTripViewSchema>;

/** How a person is named on screen: first name, else username. */
export const personName = (person: { firstName: string | null; username: string }) =>
  person.firstName || person.username;
