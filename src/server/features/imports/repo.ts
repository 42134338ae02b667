import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import {
  gpsRoutes,
  type ImportCounts,
  type ImportStatus,
  importMade,
  importSources,
  imports,
  type SkippedPart,
} from '../../db/schema';

export type ImportRow = typeof imports.$inferSelect;
export type NewImport = typeof imports.$inferInsert;
export type MadeRow = typeof importMade.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertImport(db: Executor, values: NewImport): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('the import was not stored');
  return row;
}

export async function findImport(db: Executor, id: string): Promise<ImportRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/** The import, locked until the transaction ends: a part being written holds it against a cancellation. */
export async function lockImport(db: Executor, id: string, mode: 'share' | 'update') {
  const [row] = await db
    .select()
    .from(imports)
    .where(eq(imports.id, id))
    .for(mode === 'share' ? 'share' : 'update');
  return row;
}

export async function listImportsOf(db: Executor, userId: number, limit = 20): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt))
    .limit(limit);
}

export async function updateImport(
  db: Executor,
  id: string,
  values: Partial<Omit<NewImport, 'id' | 'userId'>>,
  /** Only while the import stands at one of these. */
  onlyAt?: readonly ImportStatus[],
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(imports.id, id), onlyAt ? inArray(imports.status, [...onlyAt]) : undefined))
    .returning();
  return row;
}

export async function recordMade(
  db: Executor,
  values: { importId: string; kind: MadeRow['kind']; entityId: number; ref?: string; pointKeys?: number[] },
): Promise<void> {
  await db.insert(importMade).values(values).onConflictDoNothing();
}

export async function madeBy(db: Executor, importId: string): Promise<MadeRow[]> {
  return db.select().from(importMade).where(eq(importMade.importId, importId));
}

export async function forgetMade(db: Executor, importId: string): Promise<void> {
  await db.delete(importMade).where(eq(importMade.importId, importId));
  await db.delete(importSources).where(eq(importSources.importId, importId));
}

/** The entity an earlier part of this import made from `ref`. */
export async function madeFrom(
  db: Executor,
  importId: string,
  kind: MadeRow['kind'],
  ref: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: importMade.entityId })
    .from(importMade)
    .where(and(eq(importMade.importId, importId), eq(importMade.kind, kind), eq(importMade.ref, ref)));
  return row?.id;
}

/**
 * Notes that the traveller imported this source into the trip; false when they had already (the same file or
 * photo again), in which case nothing is to be added.
 */
export async function claimSource(
  db: Executor,
  values: { userId: number; key: string; tripId: number; importId: string },
): Promise<boolean> {
  const rows = await db.insert(importSources).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** The trips into which the traveller already imported each of these sources. */
export async function tripsOfSources(
  db: Executor,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: importSources.key, tripId: importSources.tripId })
    .from(importSources)
    .where(and(eq(importSources.userId, userId), inArray(importSources.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.tripId]));
}

/** Imports stuck in one status since before `before` (a preview never started). */
export async function importsLeftAt(db: Executor, status: ImportStatus, before: Date): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(and(eq(imports.status, status), sql`${imports.updatedAt} < ${before}`));
}

/** Adds to what the import reports it left out. */
export async function appendSkipped(db: Executor, id: string, parts: readonly SkippedPart[]): Promise<void> {
  if (parts.length === 0) return;
  await db
    .update(imports)
    .set({ skipped: sql`${imports.skipped} || ${JSON.stringify(parts)}::jsonb` })
    .where(eq(imports.id, id));
}

/** What the import wrote: its trips, its stops and photos, and its route points (all of a trip it made). */
export async function countMade(db: Executor, importId: string): Promise<ImportCounts> {
  const result = await db.execute(sql`
    select
      count(*) filter (where m.kind = 'trip')::int as trips,
      count(*) filter (where m.kind = 'stop')::int as stops,
      count(*) filter (where m.kind = 'photo')::int as photos,
      coalesce(sum(case
        when m.kind <> 'route' then 0
        when m.point_keys is null then (select r.point_count from ${gpsRoutes} r where r.trip_id = m.entity_id)
        else cardinality(m.point_keys) end), 0)::int as points
    from ${importMade} m where m.import_id = ${importId}`);
  const [row] = rowsOf<ImportCounts>(result);
  return row ?? { trips: 0, stops: 0, photos: 0, points: 0 };
}
