import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requireTripReader, type TripReader } from '../../policy/trips';
import type { StorageArea } from '../../providers/storage/storage';
import { findPhotoByFile } from '../photos/repo';
import { findStopByVoiceMemo, voiceMemoFile } from '../stops/repo';

const FILE_NOT_FOUND = 'File not found';

/**
 * A stored photo, thumbnail or voice memo, for whoever may read the trip it belongs to — a share link's holder
 * too, so the shared view works signed out.
 */
export async function storedFileFor(ctx: AppContext, reader: TripReader, area: StorageArea, name: string) {
  if (area === 'voice') {
    const stop = await findStopByVoiceMemo(ctx.db, name);
    if (!stop?.voiceMemoFilename) throw notFound(FILE_NOT_FOUND);
    await requireTripReader(ctx.db, reader, stop.tripId, FILE_NOT_FOUND);
    return { area, ...voiceMemoFile(stop.voiceMemoFilename, stop.voiceMemoMimetype) };
  }
  const photo = await findPhotoByFile(ctx.db, name);
  const expected = area === 'photos' ? photo?.filename : photo?.thumbnailFilename;
  if (!photo || expected !== name) throw notFound(FILE_NOT_FOUND);
  await requireTripReader(ctx.db, reader, photo.tripId, FILE_NOT_FOUND);
  return { area, name, contentType: area === 'photos' ? photo.mimetype : 'image/webp' };
}
