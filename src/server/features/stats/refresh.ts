import type { Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { sharedGazetteer } from '../../providers/places/gazetteer-provider';
import { saveTripStats, tripSources } from './repo';
import { type TripFigures, tripFigures } from './trip-figures';

/** How far the nearest town may lie for a point to count in its country (a coast, a desert road). */
const AREA_MAX_KM = 150;

/** Works out one trip's figures from its current data and stores them; null when the trip is gone. */
export async function refreshTripStats(db: Executor, tripId: number): Promise<TripFigures | null> {
  const found = await tripSources(db, tripId);
  if (!found) return null;
  const gazetteer = await sharedGazetteer();
  const figures = tripFigures(found.sources, (lat, lon) => gazetteer.areaAt(lat, lon, AREA_MAX_KM));
  try {
    await saveTripStats(db, tripId, found.contentVersion, figures);
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
  return figures;
}
