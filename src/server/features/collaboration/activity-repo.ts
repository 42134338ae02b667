import { desc, eq } from 'drizzle-orm';
import { actorOf } from '../../db/actor';
import type { Executor } from '../../db/client';
import { tripActivity } from '../../db/schema';

export type NewActivity = typeof tripActivity.$inferInsert;

export async function insertActivity(db: Executor, values: NewActivity): Promise<void> {
  await db.insert(tripActivity).values(values);
}

/** The trip's activity, newest first, with who did each thing. */
export async function listActivityOfTrip(db: Executor, tripId: number, limit: number) {
  return db
    .select({
      id: tripActivity.id,
      at: tripActivity.at,
      action: tripActivity.action,
      subjectType: tripActivity.subjectType,
      subjectId: tripActivity.subjectId,
      subjectName: tripActivity.subjectName,
      actor: actorOf(tripActivity.actorId),
    })
    .from(tripActivity)
    .where(eq(tripActivity.tripId, tripId))
    .orderBy(desc(tripActivity.at), desc(tripActivity.id))
    .limit(limit);
}
export type ActivityRow = Awaited<ReturnType<typeof listActivityOfTrip>>[number];
