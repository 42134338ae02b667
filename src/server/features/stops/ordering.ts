import { mergeByArrival } from '../../../common/trips/stop-rules';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import {
  type ImportedStop,
  insertStop,
  insertStops,
  listStopsOfTrip,
  lockStopOrder,
  type NewStop,
  type Placed,
  type StopRow,
  setStopOrders,
} from './repo';

type Entry<T> = { arrivalTime: Date | null; stop?: StopRow; added?: T };

/**
 * Puts stops among the others of their trip by their arrival times (mergeByArrival) and numbers the whole trip
 * 1…n again, moving the stops that make room. `moving` are stops of the trip to be placed again. Call inside a
 * transaction: the order stays locked until it ends.
 */
async function place<T extends { arrivalTime: Date | null }>(
  db: Executor,
  tripId: number,
  added: readonly T[],
  moving: ReadonlySet<number> = new Set(),
): Promise<Placed<T>[]> {
  await lockStopOrder(db, tripId);
  const stops = await listStopsOfTrip(db, tripId);
  const staying: Entry<T>[] = [];
  const placedAgain: Entry<T>[] = [];
  for (const stop of stops) {
    (moving.has(stop.id) ? placedAgain : staying).push({ arrivalTime: stop.arrivalTime, stop });
  }
  for (const stop of added) placedAgain.push({ arrivalTime: stop.arrivalTime, added: stop });
  const moved: { id: number; stopOrder: number }[] = [];
  const places = new Map<T, number>();
  mergeByArrival(staying, placedAgain).forEach(({ stop, added }, index) => {
    const stopOrder = index + 1;
    if (added) places.set(added, stopOrder);
    else if (stop && stop.stopOrder !== stopOrder) moved.push({ id: stop.id, stopOrder });
  });
  await setStopOrders(db, moved);
  // In the order given, whatever order their places are in: an import finds each stop's id by its place here.
  return added.map((stop) => ({ stop, stopOrder: places.get(stop) as number }));
}

/** Adds one stop where its arrival time puts it in the trip. */
export async function addStopInOrder(db: Executor, values: Omit<NewStop, 'stopOrder'>): Promise<StopRow> {
  return db.transaction(async (tx) => {
    const [placed] = await place(tx, values.tripId, [{ ...values, arrivalTime: values.arrivalTime ?? null }]);
    if (!placed) throw new Error('no place was made for the stop');
    return insertStop(tx, { ...placed.stop, stopOrder: placed.stopOrder });
  });
}

/**
 * Adds imported stops where their arrival times put them in the trip (those without one go last); their ids, in
 * the order given. `asGiven`: into a trip without stops they keep the order given (a trip coming back from an
 * export, in its owner's own order).
 */
export async function addImportedStopsInOrder(
  db: Executor,
  tripId: number,
  stops: readonly ImportedStop[],
  createdById: number,
  { asGiven = false }: { asGiven?: boolean } = {},
): Promise<number[]> {
  if (stops.length === 0) return [];
  return db.transaction(async (tx) => {
    const placed = asGiven ? await placeAsGiven(tx, tripId, stops) : await place(tx, tripId, stops);
    return insertStops(tx, tripId, placed, createdById);
  });
}

async function placeAsGiven<T extends { arrivalTime: Date | null }>(
  db: Executor,
  tripId: number,
  added: readonly T[],
): Promise<Placed<T>[]> {
  await lockStopOrder(db, tripId);
  if ((await listStopsOfTrip(db, tripId)).length > 0) return place(db, tripId, added);
  return added.map((stop, index) => ({ stop, stopOrder: index + 1 }));
}

/** Moves a stop whose arrival time changed to where the new time puts it. */
export async function placeAgain(db: Executor, stop: StopRow): Promise<void> {
  await db.transaction(async (tx) => {
    await place(tx, stop.tripId, [], new Set([stop.id]));
  });
}

/** The owner's own order: every stop of the trip, each once, in the order given. */
export async function setOwnOrder(db: Executor, tripId: number, stopIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStopOrder(tx, tripId);
    const stops = new Set((await listStopsOfTrip(tx, tripId)).map((stop) => stop.id));
    const given = new Set(stopIds);
    if (given.size !== stopIds.length || given.size !== stops.size || !stopIds.every((id) => stops.has(id))) {
      throw badRequest('The new order must list every stop of this trip once');
    }
    await setStopOrders(
      tx,
      stopIds.map((id, index) => ({ id, stopOrder: index + 1 })),
    );
  });
}
