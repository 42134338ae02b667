import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { immichLinks } from '../../db/schema';

export type ImmichLinkRow = typeof immichLinks.$inferSelect;

export async function findImmichLink(db: Executor, userId: number): Promise<ImmichLinkRow | undefined> {
  const [row] = await db.select().from(immichLinks).where(eq(immichLinks.userId, userId));
  return row;
}

/** Links the traveller's Immich server, replacing the one linked before. */
export async function saveImmichLink(
  db: Executor,
  values: { userId: number; url: string; sealedApiKey: string },
): Promise<ImmichLinkRow> {
  const [row] = await db
    .insert(immichLinks)
    .values(values)
    .onConflictDoUpdate({
      target: immichLinks.userId,
      set: { url: values.url, sealedApiKey: values.sealedApiKey, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('the Immich link was not stored');
  return row;
}

export async function deleteImmichLink(db: Executor, userId: number): Promise<void> {
  await db.delete(immichLinks).where(eq(immichLinks.userId, userId));
}
