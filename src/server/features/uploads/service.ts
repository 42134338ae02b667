import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { fullSizeAreaFor } from '../../policy/share-links';
import { requireTripReader, type TripReader } from '../../policy/trips';
import type { StorageArea } from '../../providers/storage/storage';
import { findPhotoByFile } from '../photos/repo';
import { ensureSharedCopy } from '../photos/shared-copies';
import { findStopByVoiceMemo, voiceMemoFile } from '../stops/repo';

const FILE_NOT_FOUND = 'File not found';

/** The URL's folders: `/uploads/…` (full-size photos), `/uploads/thumbs/…`, `/uploads/voice/…`. */
export type FileKind = 'photos' | 'thumbs' | 'voice';

/**
 * A stored photo, thumbnail or voice memo, for whoever may read the trip it belongs to — a share link's holder
 * too, so the shared view works signed out. A full-size photo is the original for its owner and the copy without
 * metadata for anyone else, unless the link includes locations.
 */
export async function storedFileFor(
  ctx: AppContext,
  reader: TripReader,
  kind: FileKind,
  name: string,
): Promise<{ area: StorageArea; name: string; contentType: string }> {
  if (kind === 'voice') {
    const stop = await findStopByVoiceMemo(ctx.db, name);
    if (!stop?.voiceMemoFilename) throw notFound(FILE_NOT_FOUND);
    await requireTripReader(ctx.db, reader, stop.tripId, FILE_NOT_FOUND);
    return { area: 'voice', ...voiceMemoFile(stop.voiceMemoFilename, stop.voiceMemoMimetype) };
  }
  const photo = await findPhotoByFile(ctx.db, name);
  const expected = kind === 'photos' ? photo?.filename : photo?.thumbnailFilename;
  if (!photo || expected !== name) throw notFound(FILE_NOT_FOUND);
  const access = await requireTripReader(ctx.db, reader, photo.tripId, FILE_NOT_FOUND);
  if (kind === 'thumbs') return { area: 'thumbs', name, contentType: 'image/webp' };
  const area = fullSizeAreaFor(access);
  if (area === 'photos') return { area, name, contentType: photo.mimetype };
  // A copy can only be made from an original that is still there; without one there is no file to send.
  if (!photo.sharedFilename && !(await ctx.storage.stat('photos', photo.filename)))
    throw notFound(FILE_NOT_FOUND);
  const stored = await ensureSharedCopy(ctx.db, ctx.storage, photo);
  return { area, name: stored, contentType: photo.mimetype };
}
