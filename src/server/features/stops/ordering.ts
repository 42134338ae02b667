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
  const placed: Placed<T>[] = [];
  mergeByArrival(staying, placedAgain).forEach(({ stop, added }, index) => {
    const stopOrder = index + 1;
    if (added) placed.push({ stop: added, stopOrder });
    else if (stop && stop.stopOrder !== stopOrder) moved.push({ id: stop.id, stopOrder });
  });
  await setStopOrders(db, moved);
  return placed;
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
 * the order given.
 */
export async function addImportedStopsInOrder(
  db: Executor,
  tripId: number,
  stops: readonly ImportedStop[],
  createdById: number,
): Promise<number[]> {
  if (stops.length === 0) return [];
  return db.transaction(async (tx) => insertStops(tx, tripId, await place(tx, tripId, stops), createdById));
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
