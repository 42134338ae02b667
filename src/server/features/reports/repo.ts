import type { Executor } from '../../db/client';
import { tripReports } from '../../db/schema';

export async function insertReport(
  db: Executor,
  values: { tripId: number; reporterId: number | null; reason: string },
): Promise<void> {
  await db.insert(tripReports).values(values);
}
