import fs from 'node:fs';
import { isPlausibleDate } from '../../../common/schemas/fields';
import { routeMiles, type TrackPoint } from '../../../common/tracks/geometry';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import type { ReceiveUpload } from '../../http/receive-file';
import { requireTripWriter, TRIP_NOT_FOUND } from '../../policy/trips';
import { recordChange } from '../collaboration';
import { routeMovingSeconds } from '../stats';
import { addImportedStopsInOrder } from '../stops';
import { changeTrip, lockTrip } from '../trips';
import type { UserRow } from '../users';
import { appendableAfter, lastInTimeOrder, mergeRecordedPoints } from './merge-points';
import { parseTrackFile } from './parse';
import {
  appendToTrack,
  deleteTrack,
  findTrackMeasures,
  findTrackOfTrip,
  saveTrack,
  type TrackMeasures,
} from './repo';

export const MAX_TRACK_FILE_BYTES = 25 * 1024 * 1024;

/** A route's length, time moving and last point in time order, kept with its points. */
const measure = (points: readonly TrackPoint[]): TrackMeasures => ({
  pointCount: points.length,
  totalDistance: routeMiles(points),
  movingSeconds: routeMovingSeconds(points),
  lastPoint: lastInTimeOrder(points),
});

/**
 * The measures of a route extended by `added` from those of the route before, measured from its last point so that
 * no step between them is left out; `before` had no point when `last` is undefined.
 */
function extendMeasures(
  before: TrackMeasures,
  last: TrackPoint | undefined,
  added: TrackPoint[],
): TrackMeasures {
  const step = measure(last ? [last, ...added] : added);
  return {
    pointCount: before.pointCount + added.length,
    totalDistance: before.totalDistance + step.totalDistance,
    movingSeconds: before.movingSeconds + step.movingSeconds,
    lastPoint: last && !before.lastPoint ? null : step.lastPoint,
  };
}

const flag = (value: string | undefined) => value === 'true' || value === '1' || value === 'on';

/**
 * Imports a GPX, KML/KMZ or GeoJSON file: its tracks become the route (replacing or extended), its waypoints
 * may become stops. All of it is written in one transaction, or nothing is.
 */
/** A waypoint's time as a stop's arrival: dropped when it is not a date a stop can have (year 1900–9999). */
function arrivalOf(time: string | null): Date | null {
  const date = time ? new Date(time) : null;
  return date && isPlausibleDate(date) ? date : null;
}

const routeSubject = (trip: { id: number; title: string }) => ({
  type: 'route' as const,
  id: trip.id,
  name: trip.title,
});

export async function importTrack(ctx: AppContext, user: UserRow, tripId: number, receive: ReceiveUpload) {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'route.write');
  const upload = await receive({
    fieldName: 'file',
    label: 'route file',
    maxBytes: MAX_TRACK_FILE_BYTES,
  });
  let parsed: Awaited<ReturnType<typeof parseTrackFile>>;
  try {
    parsed = await parseTrackFile(await fs.promises.readFile(upload.tempPath));
  } finally {
    await fs.promises.rm(upload.tempPath, { force: true });
  }
  const mode = upload.fields.mode === 'append' ? 'append' : 'replace';
  const withStops = flag(upload.fields.waypointsAsStops);
  const imported = parsed.tracks.flat();
  if (imported.length === 0 && (parsed.waypoints.length === 0 || !withStops)) {
    throw badRequest('The file has no track or route to import');
  }
  return changeTrip(ctx, trip.id, async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const existing = mode === 'append' ? ((await findTrackOfTrip(tx, trip.id))?.routeData ?? []) : [];
    const points = imported.length > 0 || mode === 'append' ? [...existing, ...imported] : [];
    const measured = measure(points);
    if (imported.length > 0) await saveTrack(tx, trip.id, points, measured);
    const stopsAdded = withStops
      ? (
          await addImportedStopsInOrder(
            tx,
            trip.id,
            parsed.waypoints.map((waypoint) => ({
              name: waypoint.name?.trim().slice(0, 200) || 'Waypoint',
              description: waypoint.description?.trim().slice(0, 5000) || null,
              latitude: waypoint.lat,
              longitude: waypoint.lng,
              arrivalTime: arrivalOf(waypoint.time),
            })),
            user.id,
          )
        ).length
      : 0;
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'route.updated', subject: routeSubject(trip) },
      tx,
    );
    return {
      pointsImported: imported.length,
      totalPoints: points.length,
      stopsAdded,
      totalDistance: measured.totalDistance,
    };
  });
}

/** Past this many parts, the next batch is merged into the whole route, which is then written whole again. */
const MAX_ROUTE_PARTS = 64;

/**
 * Merges points recorded on the road into the trip's stored route (mergeRecordedPoints) and measures it again.
 * Points all later than the end of a route in time order are added to it as a part, the route left unread, and
 * only they are measured. Call inside a transaction holding the trip (lockTrip 'no key update').
 */
export async function mergeIntoRoute(tx: Transaction, tripId: number, points: readonly TrackPoint[]) {
  const before = await findTrackMeasures(tx, tripId);
  const last = before && before.parts < MAX_ROUTE_PARTS ? before.lastPoint : null;
  const appended = before && last ? appendableAfter(last, points) : undefined;
  if (before && last && appended) {
    const measured = extendMeasures(before, last, appended);
    await appendToTrack(tx, tripId, appended, measured);
    return { added: appended.length, totalPoints: measured.pointCount, measured };
  }
  const stored = before ? ((await findTrackOfTrip(tx, tripId))?.routeData ?? []) : [];
  const { route, added } = mergeRecordedPoints(stored, points);
  const measured = measure(route);
  await saveTrack(tx, tripId, route, measured);
  return { added, totalPoints: route.length, measured };
}

/**
 * Stores a long route chunk by chunk, so that only a chunk is ever held as objects and as text, replacing the
 * route the trip had; its figures are summed across the chunks. Returns the points stored.
 */
export async function writeRouteInChunks(
  tx: Transaction,
  tripId: number,
  chunks: Iterable<TrackPoint[]>,
): Promise<number> {
  let previous: TrackPoint | undefined;
  let stored = 0;
  let measured: TrackMeasures = { pointCount: 0, totalDistance: 0, movingSeconds: 0, lastPoint: null };
  for (const chunk of chunks) {
    if (chunk.length === 0) continue;
    measured = extendMeasures(measured, previous, chunk);
    if (stored === 0) await saveTrack(tx, tripId, chunk, measured);
    else await appendToTrack(tx, tripId, chunk, measured);
    stored += chunk.length;
    previous = chunk.at(-1);
  }
  return stored;
}

/** Stores the route as given, measured again; without points, the trip has no route. */
export async function rewriteRoute(tx: Transaction, tripId: number, points: TrackPoint[]): Promise<void> {
  if (points.length === 0) await deleteTrack(tx, tripId);
  else await saveTrack(tx, tripId, points, measure(points));
}

/** Adds points recorded on the road; batches are merged one after another, each reading what the last wrote. */
export async function appendRecordedPoints(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  points: TrackPoint[],
) {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'route.write');
  return changeTrip(ctx, trip.id, async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const { added, totalPoints, measured } = await mergeIntoRoute(tx, trip.id, points);
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'route.updated', subject: routeSubject(trip) },
      tx,
    );
    return { added, totalPoints, totalDistance: measured.totalDistance };
  });
}

export async function clearTrack(ctx: AppContext, user: UserRow, tripId: number): Promise<void> {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'route.delete');
  await changeTrip(ctx, trip.id, async (tx) => {
    await deleteTrack(tx, trip.id);
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'route.deleted', subject: routeSubject(trip) },
      tx,
    );
  });
}
