import type { StatsHighlights, TravelStats, TripAnalytics } from '../../../common/contract/stats';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requireFeature } from '../../policy/plans';
import { requireTripReader } from '../../policy/trips';
import type { UserRow } from '../users';
import { queueOwnerTripStatsQuietly, queueTripStats } from './jobs';
import { refreshTripStats } from './refresh';
import { countedTripsOf, lastTripStats } from './repo';
import { type CountedTrip, highlights, summarize } from './summary';
import type { TripFigures } from './trip-figures';

/**
 * A read works out inline only the stale trips that are cheap (little or no recorded route), up to this much
 * stored route in all and this many trips; the others are queued and read from their last stored figures.
 */
const INLINE_ROUTE_BYTES = 64 * 1024;
const INLINE_TRIPS = 10;

export interface CountedTrips {
  trips: CountedTrip[];
  /** Trips whose figures are being worked out: counted from their last stored figures, or not yet at all. */
  updating: number;
}

/**
 * The owner's counted trips with their figures. Figures of the trip's current version are read as stored; a
 * missing or older row is worked out on the spot when that is cheap, otherwise queued, the trip counting with
 * its last stored figures meanwhile (left out when it has none yet).
 */
export async function countedTrips(ctx: AppContext, owner: UserRow): Promise<CountedTrips> {
  const rows = await countedTripsOf(ctx.db, owner.id);
  const trips: CountedTrip[] = [];
  let routeBudget = INLINE_ROUTE_BYTES;
  let tripBudget = INLINE_TRIPS;
  let updating = 0;
  for (const row of rows) {
    const { routeBytes, stats, ...trip } = row;
    if (stats && stats.contentVersion === row.contentVersion) {
      trips.push({ ...trip, figures: stats });
      continue;
    }
    if (tripBudget > 0 && routeBytes <= routeBudget) {
      tripBudget -= 1;
      routeBudget -= routeBytes;
      const figures = await refreshTripStats(ctx, row.id);
      if (figures) trips.push({ ...trip, figures });
      continue;
    }
    updating += 1;
    if (stats) trips.push({ ...trip, figures: stats });
  }
  if (updating > 0) await queueOwnerTripStatsQuietly(ctx, owner);
  return { trips, updating };
}

export async function travelStats(ctx: AppContext, user: UserRow, year?: number): Promise<TravelStats> {
  requireFeature(user, 'analytics');
  return summarize((await countedTrips(ctx, user)).trips, year);
}

export async function travelHighlights(
  ctx: AppContext,
  user: UserRow,
  year?: number,
): Promise<StatsHighlights> {
  requireFeature(user, 'analytics');
  const counted = await countedTrips(ctx, user);
  return highlights(counted.trips, year, counted.updating);
}

/** Distance per day of one trip, and from its recorded route's times, driving and stopped time and moving speed. */
export async function tripAnalytics(ctx: AppContext, user: UserRow, tripId: number): Promise<TripAnalytics> {
  await requireTripReader(ctx, { user }, tripId);
  requireFeature(user, 'analytics');
  const last = await lastTripStats(ctx.db, tripId);
  if (!last) throw notFound('Trip not found');
  let figures: TripFigures | null = last.stats;
  if (!last.current) {
    // As for the totals: worked out here when cheap or never stored, else the last figures until the job ends.
    if (last.stats && last.routeBytes > INLINE_ROUTE_BYTES) await queueTripStats(ctx, tripId);
    else figures = await refreshTripStats(ctx, tripId);
  }
  if (!figures) throw notFound('Trip not found');
  const movingSeconds = figures.days.reduce((total, day) => total + day.movingSeconds, 0);
  const stoppedSeconds = figures.days.reduce((total, day) => total + day.stoppedSeconds, 0);
  const movingMiles = figures.days.reduce((total, day) => total + day.movingMiles, 0);
  return {
    distanceMiles: Math.round(figures.distanceMiles * 10) / 10,
    distanceSource: figures.distanceSource,
    timed: movingSeconds + stoppedSeconds > 0,
    movingSeconds: Math.round(movingSeconds),
    stoppedSeconds: Math.round(stoppedSeconds),
    averageMovingMph: movingSeconds > 0 ? Math.round((movingMiles / (movingSeconds / 3600)) * 10) / 10 : null,
    days: figures.days.map((day) => ({
      date: day.date,
      distanceMiles: Math.round(day.miles * 10) / 10,
      movingSeconds: Math.round(day.movingSeconds),
      stoppedSeconds: Math.round(day.stoppedSeconds),
    })),
  };
}
