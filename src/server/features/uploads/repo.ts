import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos, tripStops } from '../../db/schema';
import type { StorageArea } from '../../providers/storage/storage';
import { guideThumbnailName } from '../photos/thumbnail-files';

/** The names of every stored file a row refers to, by area. */
export async function referencedFileNames(db: Executor): Promise<Record<StorageArea, Set<string>>> {
  const [photoRows, memoRows] = await Promise.all([
    db
      .select({
        filename: photos.filename,
        shared: photos.sharedFilename,
        thumbnail: photos.thumbnailFilename,
      })
      .from(photos),
    db
      .select({ filename: tripStops.voiceMemoFilename })
      .from(tripStops)
      .where(isNotNull(tripStops.voiceMemoFilename)),
  ]);
  return {
    photos: new Set(photoRows.map((row) => row.filename)),
    // A copy being made carries the original's name before its row does.
    shared: new Set(photoRows.map((row) => row.shared ?? row.filename)),
    thumbs: new Set(
      photoRows.flatMap((row) => (row.thumbnail ? [row.thumbnail, guideThumbnailName(row.thumbnail)] : [])),
    ),
    voice: new Set(memoRows.flatMap((row) => (row.filename ? [row.filename] : []))),
  };
}
