import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptionHistory } from '../../db/schema';

export type NewPlanChange = typeof subscriptionHistory.$inferInsert;

export async function insertPlanChange(db: Executor, values: NewPlanChange): Promise<void> {
  await db.insert(subscriptionHistory).values(values);
}

/** The account a payment was applied to, if it was. */
export async function findPaymentUserId(db: Executor, reference: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: subscriptionHistory.userId })
    .from(subscriptionHistory)
    .where(eq(subscriptionHistory.paymentReference, reference));
  return row?.userId;
}
