import { z } from 'zod';
import { isoDate, SHARE_STATUSES, SHARE_TYPES, trackPointSchema } from './fields';
import { photoSchema } from './photos';
import { stopSchema } from './stops';
import { tripSchema } from './trips';
import { personSchema } from './users';

const shareType = z.enum(SHARE_TYPES);
const shareStatus = z.enum(SHARE_STATUSES);

/** A share held by the signed-in person, in "Shared with Me". */
export const receivedShareSchema = z.object({
  id: z.number(),
  inviteToken: z.string(),
  message: z.string().nullable(),
  status: shareStatus,
  shareType,
  trip: tripSchema,
  owner: z.object({ id: z.number(), firstName: z.string().nullable(), username: z.string() }),
});

/** POST /api/trips/:id/share: the new share as its owner sees it. */
export const createdShareSchema = z.object({
  id: z.number(),
  inviteToken: z.string(),
  status: shareStatus,
  shareType,
  sharedWithId: z.number().nullable(),
  sharedWithEmail: z.string().nullable(),
  inviteMessage: z.string().nullable(),
});

/** One invitation of a trip, as its owner lists them; the invited account's e-mail is masked. */
export const tripShareSchema = createdShareSchema.extend({
  tripId: z.number(),
  createdAt: isoDate,
  user: personSchema.nullable(),
});

export const publicLinkSchema = z.object({ shareUrl: z.string() });

/** GET /api/shared-trip/:token: what anyone holding the link sees; never the owner's e-mail. */
export const sharedTripViewSchema = z.object({
  share: z.object({
    id: z.number(),
    message: z.string().nullable(),
    status: shareStatus,
    shareType,
    createdAt: isoDate,
  }),
  trip: tripSchema.omit({ shareUrl: true, userId: true }),
  owner: z.object({ firstName: z.string().nullable(), username: z.string() }),
  stops: z.array(stopSchema),
  photos: z.array(photoSchema),
  route: z.object({ routeData: z.array(trackPointSchema), totalDistance: z.number() }),
});
