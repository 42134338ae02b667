import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxPaymentIntents } from '../../db/schema';

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

export async function findSandboxIntent(db: Executor, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

export async function insertSandboxIntent(
  db: Executor,
  values: typeof sandboxPaymentIntents.$inferInsert,
): Promise<SandboxIntentRow> {
  const [row] = await db.insert(sandboxPaymentIntents).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function settleSandboxIntent(
  db: Executor,
  id: string,
  outcome: { status: 'succeeded' | 'requires_payment_method'; lastError: string | null },
): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(sandboxPaymentIntents.id, id))
    .returning();
  return row;
}

/** The sandbox's payments of one payer (the `userId` of their metadata). */
export async function deleteSandboxIntentsOf(db: Executor, payerId: string): Promise<void> {
  await db
    .delete(sandboxPaymentIntents)
    .where(eq(sql`${sandboxPaymentIntents.metadata} ->> 'userId'`, payerId));
}
