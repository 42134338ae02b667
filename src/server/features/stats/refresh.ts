import type { AppContext } from '../../context';
import { isForeignKeyViolation } from '../../db/errors';
import { sharedGazetteer } from '../../providers/places/gazetteer-provider';
import { findTrackOfTrip, trackVersionOfTrip } from '../tracks';
import { saveTripStats, tripSources } from './repo';
import { type AreaLookup, routeFigures, type TripFigures, tripFigures } from './trip-figures';

/** How far the nearest town may lie for a point to count in its country (a coast, a desert road). */
const AREA_MAX_KM = 150;

/**
 * Works out one trip's figures from its current data and stores them; null when the trip is gone. Its route's own
 * figures are worked out once per version of the route.
 */
export async function refreshTripStats(
  ctx: Pick<AppContext, 'db' | 'routeFigures'>,
  tripId: number,
): Promise<TripFigures | null> {
  const { db } = ctx;
  const [found, gazetteer] = await Promise.all([tripSources(db, tripId), sharedGazetteer()]);
  if (!found) return null;
  // After the trip's version: a route written between the two reads is then newer than the version its figures
  // are stored under, and the change that wrote it has queued another refresh. Read the other way round, older
  // figures could be stored as the newer version's, and stay.
  const routeVersion = await trackVersionOfTrip(db, tripId);
  const areaAt: AreaLookup = (lat, lon) => gazetteer.areaAt(lat, lon, AREA_MAX_KM);
  const route = await ctx.routeFigures.get(String(tripId), routeVersion, async () => {
    const row = await findTrackOfTrip(db, tripId);
    return routeFigures({ points: row?.routeData ?? [], totalDistance: row?.totalDistance ?? 0 }, areaAt);
  });
  const figures = tripFigures({ ...found.sources, route }, areaAt);
  try {
    await saveTripStats(db, tripId, found.contentVersion, figures);
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
  return figures;
}
