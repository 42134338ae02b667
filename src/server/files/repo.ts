import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountExports, imports, photos, tripStops } from '../db/schema';

/** The columns of a photo that name its stored files. */
export interface PhotoFileNames {
  filename: string;
  sharedFilename: string | null;
  thumbnailFilename: string | null;
}

/** What the rows name of stored files: every photo's names and every voice memo's file (or one trip's). */
export interface NamedFiles {
  photos: PhotoFileNames[];
  memos: string[];
  staged?: string[];
  exports?: string[];
}

/** The ZIPs of exports not expired. */
export async function accountExportFiles(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ filename: accountExports.filename })
    .from(accountExports)
    .where(and(isNotNull(accountExports.filename), inArray(accountExports.status, ['running', 'ready'])));
  return rows.flatMap((row) => row.filename ?? []);
}

/** The files sent for imports that have not ended. */
export async function stagedImportFiles(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ files: imports.files })
    .from(imports)
    .where(inArray(imports.status, ['analysing', 'ready', 'importing']));
  return rows.flatMap((row) => row.files.map((file) => file.stored));
}

export async function namedFiles(db: Executor, tripId?: number): Promise<NamedFiles> {
  const [photoRows, memoRows] = await Promise.all([
    db
      .select({
        filename: photos.filename,
        sharedFilename: photos.sharedFilename,
        thumbnailFilename: photos.thumbnailFilename,
      })
      .from(photos)
      .where(tripId === undefined ? undefined : eq(photos.tripId, tripId)),
    db
      .select({ filename: tripStops.voiceMemoFilename })
      .from(tripStops)
      .where(
        and(
          isNotNull(tripStops.voiceMemoFilename),
          tripId === undefined ? undefined : eq(tripStops.tripId, tripId),
        ),
      ),
  ]);
  return { photos: photoRows, memos: memoRows.flatMap((row) => row.filename ?? []) };
}
