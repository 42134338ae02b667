import { z } from 'zod';
import { isoDate } from './fields';
import { actorSchema } from './users';

/** One thing done on a trip, in GET /api/trips/:id/activity (newest first). */
export const activityEntrySchema = z.object({
  id: z.number(),
  at: isoDate,
  /** Null when the account is gone. */
  actor: actorSchema.nullable(),
  /** Such as `stop.created`, `photo.deleted`, `trip.updated`. */
  action: z.string(),
  subject: z.object({
    type: z.enum(['trip', 'stop', 'photo', 'memo', 'route']),
    id: z.number(),
    name: z.string(),
  }),
});

/**
 * `event: change` of GET /api/trips/:id/events: what changed and who changed it (null for the server's own
 * background work, such as `photo.tagged`).
 */
export const changeEventSchema = z.object({
  type: z.string(),
  id: z.number(),
  actor: actorSchema.nullable(),
});

/** `event: presence`: everyone who has the trip open now, the receiver included. */
export const presenceEventSchema = z.object({ viewers: z.array(actorSchema) });

export type ActivityEntry = z.input<typeof activityEntrySchema>;
export type ChangeEvent = z.infer<typeof changeEventSchema>;
export type PresenceEvent = z.infer<typeof presenceEventSchema>;
