import type { TripMeasures } from '../../../common/trips/distance';
import type { AppContext } from '../../context';
import { loadTripMeasures, type TripRow } from './repo';

type MeasuredTrip = Pick<TripRow, 'id' | 'contentVersion'>;

/**
 * What each trip's distance and driving time are measured from, kept per version of the trip, which every change
 * to its stops or route raises: a list of trips read again asks the database nothing, and those not kept are
 * read together.
 */
export async function measuresOf(
  ctx: Pick<AppContext, 'db' | 'tripMeasures'>,
  trips: readonly MeasuredTrip[],
): Promise<TripMeasures[]> {
  const { tripMeasures: kept } = ctx;
  const missing = trips.filter((trip) => !kept.has(String(trip.id), String(trip.contentVersion)));
  const loaded =
    missing.length > 0
      ? await loadTripMeasures(
          ctx.db,
          missing.map((trip) => trip.id),
        )
      : null;
  return Promise.all(
    trips.map((trip) =>
      kept.get(String(trip.id), String(trip.contentVersion), async () => {
        // Read on its own only when it left the cache since it was looked for.
        const measures = loaded?.get(trip.id) ?? (await loadTripMeasures(ctx.db, [trip.id])).get(trip.id);
        return measures as TripMeasures;
      }),
    ),
  );
}

export async function measuresOfTrip(
  ctx: Pick<AppContext, 'db' | 'tripMeasures'>,
  trip: MeasuredTrip,
): Promise<TripMeasures> {
  const [measures] = await measuresOf(ctx, [trip]);
  return measures as TripMeasures;
}
