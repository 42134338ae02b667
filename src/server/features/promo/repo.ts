import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { promoCodes, promoCodeUsage } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export async function listPromoCodes(db: Executor): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function findPromoCode(db: Executor, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.toUpperCase()));
  return row;
}

export async function insertPromoCode(
  db: Executor,
  values: typeof promoCodes.$inferInsert,
): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setPromoCodeActive(
  db: Executor,
  id: number,
  isActive: boolean,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.update(promoCodes).set({ isActive }).where(eq(promoCodes.id, id)).returning();
  return row;
}

export async function recordUsage(db: Executor, promoCodeId: number, userId: number): Promise<void> {
  await db.insert(promoCodeUsage).values({ promoCodeId, userId });
}

/** Takes one use of a code if any is left; false when it is used up. Atomic: the row lock decides races. */
export async function takeUse(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}
