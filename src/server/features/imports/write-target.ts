import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { notFound } from '../../http/errors';
import { TRIP_NOT_FOUND } from '../../policy/trips';
import { addImportedStopsInOrder } from '../stops';
import { findTrackOfTrip, mergeIntoRoute, writeRouteInChunks } from '../tracks';
import { changeTrips, insertTrip, lockTrip } from '../trips';
import type { UserRow } from '../users';
import { mergedRoute } from './point-columns';
import { appendSkipped, claimSource, lockImport, recordMade, tripsOfSources } from './repo';
import { type ImportTarget, pointKey, type TargetPart } from './targets';

/** The import was cancelled (or ended) while a part of it was being written: that part is not written. */
export class ImportStopped extends Error {
  constructor() {
    super('the import is no longer running');
  }
}

export interface ImportRun {
  importId: string;
  user: UserRow;
}

/** Holds the import for the rest of the transaction; a cancellation waits for it, or it sees the cancellation. */
export async function holdImport(tx: Transaction, importId: string): Promise<void> {
  const row = await lockImport(tx, importId, 'share');
  if (row?.status !== 'importing') throw new ImportStopped();
}

export const stopRef = (target: ImportTarget, part: number, index: number) =>
  `${target.ref}/${part}/${index}`;

const clip = (text: string | null, length: number) => (text ? text.slice(0, length) : null);

function newTripValues(run: ImportRun, target: ImportTarget, parts: TargetPart[]) {
  const stops = parts.flatMap((part) => part.stops);
  const start = target.head.startDate ?? new Date();
  const end = target.head.endDate ?? start;
  return {
    userId: run.user.id,
    title:
      clip(target.head.name?.trim() || null, 200) ?? `Imported trip of ${start.toISOString().slice(0, 10)}`,
    description: clip(target.head.summary, 5000),
    startLocation: clip(stops[0]?.name ?? null, 200) ?? 'Not known',
    endLocation: clip(stops.at(-1)?.name ?? null, 200) ?? 'Not known',
    startDate: start,
    endDate: end,
    status: end.getTime() < Date.now() ? ('completed' as const) : ('active' as const),
    ...target.head.asItWas,
  };
}

/** The sources the traveller has not imported yet: into any trip for a new one, into this one for a chosen one. */
async function freshParts(tx: Transaction, run: ImportRun, target: ImportTarget) {
  const known = await tripsOfSources(
    tx,
    run.user.id,
    target.parts.map((part) => part.sourceKey),
  );
  const fresh = target.parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => {
      const tripId = known.get(part.sourceKey);
      return tripId === undefined || (target.existingTripId !== null && tripId !== target.existingTripId);
    });
  return { fresh, earlierTrip: known.get(target.parts[0]?.sourceKey ?? '') ?? null };
}

/**
 * Writes a target's trip (made, or the chosen one locked), its stops and its route in one transaction, with what
 * it made recorded; the photos follow one by one. Returns the trip the photos go to: when every source of it had
 * been imported before, the trip it went to then.
 */
export async function writeTarget(
  ctx: AppContext,
  run: ImportRun,
  target: ImportTarget,
): Promise<number | null> {
  let created = false;
  const tripId = await changeTrips(ctx, async (tx) => {
    await holdImport(tx, run.importId);
    const { fresh, earlierTrip } = await freshParts(tx, run, target);
    const known = target.parts.length - fresh.length;
    if (known > 0) {
      const name = target.head.name ?? 'A track';
      await appendSkipped(tx, run.importId, [
        {
          file: name,
          reason: known === 1 ? 'Already imported before' : `${known} parts were imported before`,
        },
      ]);
    }
    // Imported before as a whole: its photos may still be new to that trip (an album that grew).
    if (fresh.length === 0) return { made: target.existingTripId ?? earlierTrip, tripIds: [] };
    let tripId = target.existingTripId;
    if (tripId === null) {
      const trip = await insertTrip(
        tx,
        newTripValues(
          run,
          target,
          fresh.map(({ part }) => part),
        ),
      );
      tripId = trip.id;
      created = true;
      await recordMade(tx, { importId: run.importId, kind: 'trip', entityId: trip.id, ref: target.ref });
    } else if (!(await lockTrip(tx, tripId, 'no key update'))) {
      throw notFound(TRIP_NOT_FOUND);
    }
    await writeStops(tx, run, target, tripId, fresh);
    await writeRoute(tx, run, target, tripId, fresh, created);
    for (const { part } of fresh) {
      await claimSource(tx, { userId: run.user.id, key: part.sourceKey, tripId, importId: run.importId });
    }
    return { made: tripId, tripIds: [tripId] };
  });
  if (created && tripId !== null) await ctx.domainEvents.emit('tripDaysSet', { tripId });
  return tripId;
}

async function writeStops(
  tx: Transaction,
  run: ImportRun,
  target: ImportTarget,
  tripId: number,
  fresh: { part: TargetPart; index: number }[],
): Promise<void> {
  const stops = fresh.flatMap(({ part, index }) =>
    part.stops.map((stop, at) => ({ stop, ref: stopRef(target, index, at) })),
  );
  const ids = await addImportedStopsInOrder(
    tx,
    tripId,
    stops.map(({ stop }) => ({
      name: stop.name.slice(0, 200) || 'Stop',
      description: clip(stop.description, 5000),
      latitude: stop.lat,
      longitude: stop.lng,
      country: stop.country,
      arrivalTime: stop.arrival,
      departureTime: stop.departure,
      comments: stop.comments,
      visitType: stop.visitType,
      wikipediaUrl: stop.wikipediaUrl,
      websiteUrl: stop.websiteUrl,
      aiDescription: stop.aiDescription,
    })),
    run.user.id,
    { asGiven: target.head.asItWas !== undefined },
  );
  for (const [index, id] of ids.entries()) {
    await recordMade(tx, { importId: run.importId, kind: 'stop', entityId: id, ref: stops[index]?.ref });
  }
}

/** Points written at once: a chunk is held as objects and as text, never the whole of a long history. */
const ROUTE_CHUNK = 20_000;

async function writeRoute(
  tx: Transaction,
  run: ImportRun,
  target: ImportTarget,
  tripId: number,
  fresh: { part: TargetPart }[],
  created: boolean,
): Promise<void> {
  const route = mergedRoute(
    fresh.map(({ part }) => part.points),
    { asGiven: target.head.asItWas !== undefined },
  );
  let pointKeys: number[] | undefined;
  if (created) {
    await writeRouteInChunks(tx, tripId, route.chunks(ROUTE_CHUNK));
  } else if (route.length > 0) {
    const points = [...route.chunks(ROUTE_CHUNK)].flat();
    const known = new Set(((await findTrackOfTrip(tx, tripId))?.routeData ?? []).map(pointKey));
    await mergeIntoRoute(tx, tripId, points);
    pointKeys = points.map(pointKey).filter((key) => !known.has(key));
  }
  // Recorded with no points too: it marks the target as written, and names its trip for the photos that follow.
  // A route of a trip the import made goes with the trip; in another, the points it added are named.
  await recordMade(tx, {
    importId: run.importId,
    kind: 'route',
    entityId: tripId,
    ref: target.ref,
    pointKeys,
  });
}
