import { z } from 'zod';
import { positionSchema } from './devices';
import { isoDate, MAIL_DELIVERIES, SHARE_STATUSES, SHARE_TYPES, trackPointSchema } from './fields';
import { photoSchema } from './photos';
import { stopSchema } from './stops';
import { tripCoverSchema, tripSchema } from './trips';
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
  /** Whether the share lets them edit now: an edit share acts as a view share while the owner's plan lacks collaboration. */
  canEdit: z.boolean(),
  trip: tripSchema,
  /** The picture the card shows; the reader's requests for its file get the copy without metadata. */
  cover: tripCoverSchema.nullable(),
  owner: z.object({ id: z.number(), firstName: z.string().nullable(), username: z.string() }),
});

/** How a link is guarded and what it lets through, and how often it was opened: for the owner only. */
const linkSettingsSchema = z.object({
  expiresAt: isoDate.nullable(),
  hasPassword: z.boolean(),
  includeLocations: z.boolean(),
  allowDownload: z.boolean(),
  /** Whether the link shows the traveller's latest position (never inside a privacy zone). */
  showLivePosition: z.boolean(),
  lastOpenedAt: isoDate.nullable(),
  /** Reads of the shared trip answered 200. */
  openCount: z.number(),
});

/** POST /api/trips/:id/share: the new share as its owner sees it. */
export const createdShareSchema = z
  .object({
    id: z.number(),
    inviteToken: z.string(),
    status: shareStatus,
    shareType,
    sharedWithId: z.number().nullable(),
    sharedWithEmail: z.string().nullable(),
    inviteMessage: z.string().nullable(),
    /** Where the e-mail invitation stands; null when none was mailed. */
    delivery: z.enum(MAIL_DELIVERIES).nullable(),
  })
  .extend(linkSettingsSchema.shape);

/** One invitation of a trip, as its owner lists them; the invited account's e-mail is masked. */
export const tripShareSchema = createdShareSchema.extend({
  /** An edit share that acts as a view share while the owner's plan lacks collaboration. */
  editPaused: z.boolean(),
  tripId: z.number(),
  createdAt: isoDate,
  user: personSchema.nullable(),
});

/** A trip's public link, as its owner sees it (GET answers null when the trip has none). */
export const publicLinkSchema = z
  .object({ id: z.number(), shareUrl: z.string(), createdAt: isoDate })
  .extend(linkSettingsSchema.shape);

/** GET /api/shared-trip/:token: what anyone holding the link sees; never the owner's e-mail. */
export const sharedTripViewSchema = z.object({
  share: z.object({
    id: z.number(),
    message: z.string().nullable(),
    status: shareStatus,
    shareType,
    createdAt: isoDate,
    expiresAt: isoDate.nullable(),
    /** Whether full-size photos may be opened, or only thumbnails. */
    allowDownload: z.boolean(),
    showLivePosition: z.boolean(),
  }),
  trip: tripSchema.omit({ shareUrl: true, userId: true }),
  owner: z.object({ firstName: z.string().nullable(), username: z.string() }),
  stops: z.array(stopSchema),
  photos: z.array(photoSchema),
  route: z.object({ routeData: z.array(trackPointSchema), totalDistance: z.number() }),
  /** The traveller's latest position, when the owner turned it on for the link and it is in no privacy zone. */
  position: positionSchema.nullable(),
});
