import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import type { DeviceRow } from '../../db/schema';
import { findTrip } from '../../policy/access-repo';
import { tripTopic } from '../collaboration';
import { addImportedStopsInOrder } from '../stops';
import { mergeIntoRoute } from '../tracks';
import { changeTrips, lockTrip } from '../trips';
import { attachWaitingPoints, type DevicePoint, insertDevicePoints, type StoredPoint } from './points-repo';
import { latestPointOfTrip } from './repo';

function byTrip(points: readonly StoredPoint[]): Map<number, StoredPoint[]> {
  const trips = new Map<number, StoredPoint[]>();
  for (const point of points) {
    if (point.tripId === null) continue;
    const ofTrip = trips.get(point.tripId);
    if (ofTrip) ofTrip.push(point);
    else trips.set(point.tripId, [point]);
  }
  return trips;
}

/**
 * Adds a device's points to one trip: to its route in time order (as points recorded in the browser are), its
 * POIs and visits as stops, and tells the trip's open pages where the traveller is now.
 */
async function addToTrip(
  ctx: AppContext,
  tx: Transaction,
  tripId: number,
  ownerId: number,
  points: readonly StoredPoint[],
): Promise<void> {
  if (!(await lockTrip(tx, tripId, 'no key update'))) return;
  const sorted = [...points].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  await mergeIntoRoute(
    tx,
    tripId,
    sorted.map((point) => ({
      lat: point.lat,
      lng: point.lon,
      time: point.recordedAt.toISOString(),
      ...(point.alt === null ? {} : { ele: point.alt }),
    })),
  );
  const stops = sorted.flatMap((point) =>
    point.stopName
      ? [
          {
            name: point.stopName,
            description: null,
            latitude: point.lat,
            longitude: point.lon,
            arrivalTime: point.recordedAt,
            departureTime: point.departedAt,
          },
        ]
      : [],
  );
  await addImportedStopsInOrder(tx, tripId, stops, ownerId);
  // The trip's latest point, not the batch's: a backlog sent late does not move the traveller back.
  const latest = await latestPointOfTrip(tx, tripId);
  await ctx.events.publish(
    tx,
    tripTopic(tripId),
    { kind: 'change', type: 'route.recorded', id: tripId, actor: null },
    ...(stops.length > 0 ? [{ kind: 'change', type: 'stops.recorded', id: tripId, actor: null }] : []),
    ...(latest ? [{ kind: 'position', position: { ...latest, at: latest.at.toISOString() } }] : []),
  );
}

/**
 * Stores what a device sent and adds it to the trips it belongs to, all in one transaction: when this resolves,
 * every point is committed. Points already stored (a replay) are skipped; those newly stored are answered.
 */
export async function storeDevicePoints(
  ctx: AppContext,
  device: DeviceRow,
  points: readonly DevicePoint[],
): Promise<StoredPoint[]> {
  return changeTrips(ctx, async (tx) => {
    const stored = await insertDevicePoints(tx, device, points);
    const trips = byTrip(stored);
    const tripIds = [...trips.keys()].sort((a, b) => a - b);
    for (const tripId of tripIds) await addToTrip(ctx, tx, tripId, device.userId, trips.get(tripId) ?? []);
    return { made: stored, tripIds };
  });
}

/** Gives a trip just created or edited the points that waited for a trip covering their day. */
export async function attachWaitingPointsTo(ctx: AppContext, tripId: number): Promise<void> {
  await changeTrips(ctx, async (tx) => {
    const waiting = await attachWaitingPoints(tx, tripId);
    const trip = waiting.length > 0 ? await findTrip(tx, tripId) : undefined;
    if (!trip) return { made: undefined, tripIds: [] };
    await addToTrip(ctx, tx, tripId, trip.userId, waiting);
    return { made: undefined, tripIds: [tripId] };
  });
}
