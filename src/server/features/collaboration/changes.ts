import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../users';
import { insertActivity } from './activity-repo';

export type SubjectType = 'trip' | 'stop' | 'photo' | 'memo' | 'route';

/** What happened, as the activity list and the event stream name it. */
export type ChangeType =
  | 'trip.updated'
  | 'stop.created'
  | 'stop.updated'
  | 'stop.deleted'
  | 'stops.reordered'
  | 'photo.created'
  | 'photo.updated'
  | 'photo.deleted'
  | 'memo.created'
  | 'memo.deleted'
  | 'memo.transcribed'
  | 'description.generated'
  | 'route.updated'
  | 'route.deleted';

export interface Change {
  tripId: number;
  actor: UserRow;
  type: ChangeType;
  subject: { type: SubjectType; id: number; name: string };
}

/** The topic a trip's changes and presence travel under between servers. */
export const tripTopic = (tripId: number) => `trip:${tripId}`;

export const actorDto = (user: Pick<UserRow, 'id' | 'firstName' | 'username'>) => ({
  id: user.id,
  firstName: user.firstName,
  username: user.username,
});

/** What the server's own background work changed on a trip: tags found in a photo. */
export type WorkType = 'photo.tagged';

/**
 * Tells every open trip page what background work changed, so that it reads that alone. No one made the change,
 * so it is not the trip's activity.
 */
export async function announceWork(
  ctx: AppContext,
  work: { tripId: number; type: WorkType; id: number },
): Promise<void> {
  await ctx.events.publish(ctx.db, tripTopic(work.tripId), {
    kind: 'change',
    type: work.type,
    id: work.id,
    actor: null,
  });
}

/**
 * Writes a change to the trip's activity and tells every open trip page. Given the transaction the change was
 * made in, both happen only if it commits.
 */
export async function recordChange(ctx: AppContext, change: Change, db: Executor = ctx.db): Promise<void> {
  await insertActivity(db, {
    tripId: change.tripId,
    actorId: change.actor.id,
    action: change.type,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    subjectName: change.subject.name.slice(0, 200),
  });
  await ctx.events.publish(db, tripTopic(change.tripId), {
    kind: 'change',
    type: change.type,
    id: change.subject.id,
    actor: actorDto(change.actor),
  });
}
