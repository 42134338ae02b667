import type { DistanceUnit } from '../../../common/units';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';

export async function searchPlaces(ctx: AppContext, query: string, limit: number, unit: DistanceUnit) {
  return ctx.places.search(query, limit, unit);
}

/** The known place nearest to a point; 404 when none is near enough. */
export async function nearestPlace(ctx: AppContext, latitude: number, longitude: number) {
  const place = await ctx.places.reverse(latitude, longitude);
  if (!place) throw notFound('No known place is near these coordinates');
  return place;
}
