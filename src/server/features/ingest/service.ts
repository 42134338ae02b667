import type { AppContext } from '../../context';
import type { DeviceRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { requireDeviceToken } from '../../policy/devices';
import { hashToken } from '../auth/tokens';
import { storeDevicePoints } from '../devices';
import type { Parsed } from './checks';
import { VISIT_NAME } from './overland';

/** The device of a token, counted against its rate limit: 401 for a wrong or revoked token, 429 past its limit. */
export async function deviceOfToken(ctx: AppContext, token: string | null): Promise<DeviceRow> {
  const { device } = await requireDeviceToken(ctx.db, token ? hashToken(token) : null);
  await ctx.authLimits.ingestPerDevice.consume(String(device.id));
  return device;
}

/** A visit's stop is named after the place it is at, as a photo's stop is; without one found, "Visit". */
async function withPlaceNames(ctx: AppContext, parsed: Parsed): Promise<Parsed> {
  const points = await Promise.all(
    parsed.points.map(async (point) => {
      if (point.stopName !== VISIT_NAME) return point;
      const place = await ctx.places.reverse(point.lat, point.lon).catch(() => null);
      return place ? { ...point, stopName: place.name } : point;
    }),
  );
  return { ...parsed, points };
}

/**
 * Stores what a phone sent; resolves once it is committed. A message of only points that cannot be stored is
 * refused with the first problem (400); in a batch with good points, the bad are skipped and counted.
 */
export async function ingest(ctx: AppContext, device: DeviceRow, parsed: Parsed) {
  const [problem] = parsed.problems;
  if (parsed.points.length === 0 && problem) throw badRequest(problem);
  const named = await withPlaceNames(ctx, parsed);
  const stored = await storeDevicePoints(ctx, device, named.points);
  return { stored, skipped: parsed.problems.length };
}
