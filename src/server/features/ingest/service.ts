import type { AppContext } from '../../context';
import type { DeviceRow, UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { receiverOfBytes } from '../../http/receive-file';
import { requireDeviceToken } from '../../policy/devices';
import { hashToken } from '../auth';
import { type StoredPoint, storeDevicePoints } from '../devices';
import { uploadPhoto } from '../photos';
import { findStopArrivedAt } from '../stops';
import { type Parsed, STOP_NAME_LENGTH } from './checks';
import { VISIT_NAME } from './overland';

/**
 * The device of a token and its owner, counted against the token's rate limit: 401 for a wrong or revoked
 * token, 429 past its limit.
 */
export async function deviceOfToken(ctx: AppContext, token: string | null) {
  const found = await requireDeviceToken(ctx.db, token ? hashToken(token) : null);
  await ctx.authLimits.ingestPerDevice.consume(String(found.device.id));
  return found;
}

/** A visit's stop is named after the place it is at, as a photo's stop is; without one found, "Visit". */
async function withPlaceNames(ctx: AppContext, parsed: Parsed): Promise<Parsed> {
  if (!parsed.points.some((point) => point.stopName === VISIT_NAME)) return parsed;
  const points = await Promise.all(
    parsed.points.map(async (point) => {
      if (point.stopName !== VISIT_NAME) return point;
      const place = await ctx.places.reverse(point.lat, point.lon).catch(() => null);
      return place ? { ...point, stopName: place.name.slice(0, STOP_NAME_LENGTH) } : point;
    }),
  );
  return { ...parsed, points };
}

/**
 * Files a POI's picture under the stop it made, as an upload of the owner's. The points are stored already: a
 * picture refused (not an image, over the plan's storage) is logged, and the phone is not asked to send again.
 */
async function fileStopPhoto(ctx: AppContext, owner: UserRow, stored: StoredPoint[], image: Parsed['image']) {
  const poi = stored.find((point) => point.stopName && point.tripId !== null);
  if (!image || !poi?.tripId || !poi.stopName) return;
  const stop = await findStopArrivedAt(ctx.db, poi.tripId, poi.stopName, poi.recordedAt);
  if (!stop) return;
  const receive = receiverOfBytes(ctx.storage, image.bytes, image.name, { stopId: String(stop.id) });
  await uploadPhoto(ctx, owner, poi.tripId, receive).catch((error) =>
    ctx.log.warn({ err: error, stopId: stop.id }, 'the picture of a POI could not be kept'),
  );
}

/**
 * Stores what a phone sent; resolves once it is committed. A message of only points that cannot be stored is
 * refused with the first problem (400); in a batch with good points, the bad are skipped and counted.
 */
export async function ingest(
  ctx: AppContext,
  { device, owner }: { device: DeviceRow; owner: UserRow },
  parsed: Parsed,
) {
  const [problem] = parsed.problems;
  if (parsed.points.length === 0 && problem) throw badRequest(problem);
  const named = await withPlaceNames(ctx, parsed);
  const stored = await storeDevicePoints(ctx, device, named.points);
  if (parsed.image) await fileStopPhoto(ctx, owner, stored, parsed.image);
  return { stored: stored.length, skipped: parsed.problems.length };
}
