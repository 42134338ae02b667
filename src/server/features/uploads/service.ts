import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { fullSizeAreaFor } from '../../policy/share-links';
import { requireTripReader, type TripReader } from '../../policy/trips';
import type { StorageArea } from '../../providers/storage/storage';
import { ensureDerivedImages, findPhotoByFile } from '../photos';
import { findStopByVoiceMemo, voiceMemoFile } from '../stops';

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
    await requireTripReader(ctx, reader, stop.tripId, FILE_NOT_FOUND);
    return { area: 'voice', ...voiceMemoFile(stop.voiceMemoFilename, stop.voiceMemoMimetype) };
  }
  const photo = await findPhotoByFile(ctx.db, kind === 'photos' ? 'filename' : 'thumbnailFilename', name);
  if (!photo) throw notFound(FILE_NOT_FOUND);
  const access = await requireTripReader(ctx, reader, photo.tripId, FILE_NOT_FOUND);
  const area = kind === 'thumbs' ? 'thumbs' : fullSizeAreaFor(access);
  if (area === 'photos') return { area, name, contentType: photo.mimetype };
  // A thumbnail is sent as soon as it is made, before the photo's copy without metadata is.
  if (area === 'thumbs' && photo.thumbnailMade) return { area, name, contentType: 'image/webp' };
  // The copy can only be made from an original that is still there (and a thumbnail missing from that copy).
  if (photo.sharedFilename === null && !(await ctx.storage.stat('photos', photo.filename))) {
    throw notFound(FILE_NOT_FOUND);
  }
  const shared = await ensureDerivedImages({ ...ctx, images: ctx.images.request }, photo);
  if (shared === null) throw notFound(FILE_NOT_FOUND);
  if (area === 'thumbs') return { area, name, contentType: 'image/webp' };
  return { area, name: shared, contentType: photo.mimetype };
}
