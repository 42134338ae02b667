import type { CreateStopInput, UpdateStopInput } from '../../../common/schemas/stops';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-json';
import { stopForOthers } from '../../policy/privacy';
import { requireStopOwner, requireTripOwner, STOP_NOT_FOUND } from '../../policy/trips';
import { tripReadReply } from '../trips/read-reply';
import type { UserRow } from '../users/repo';
import { addStopInOrder, placeAgain, setOwnOrder } from './ordering';
import { toStopDto } from './presenter';
import { deleteStop, findStop, listStopsOfTrip, type StopRow, updateStop } from './repo';

/**
 * The trip's stops as its readers see them (anyone but the owner without the places in the owner's privacy
 * zones), serialised once per version of the trip and of the zones.
 */
export async function stopListReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  return tripReadReply(ctx, user, tripId, 'stops', async (trip, zones) =>
    (await listStopsOfTrip(ctx.db, trip.id)).map((stop) => toStopDto(stopForOthers(stop, zones))),
  );
}

export async function addStop(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  input: CreateStopInput,
): Promise<StopRow> {
  const trip = await requireTripOwner(ctx.db, user, tripId);
  const { tripId: _ignored, ...values } = input;
  return addStopInOrder(ctx.db, { ...values, tripId: trip.id });
}

export async function editStop(
  ctx: AppContext,
  user: UserRow,
  stopId: number,
  input: UpdateStopInput,
): Promise<StopRow> {
  const { stop } = await requireStopOwner(ctx.db, user, stopId);
  const arrival = input.arrivalTime === undefined ? stop.arrivalTime : input.arrivalTime;
  const departure = input.departureTime === undefined ? stop.departureTime : input.departureTime;
  if (arrival && departure && departure < arrival) {
    throw badRequest('Departure cannot be before arrival');
  }
  return ctx.db.transaction(async (tx) => {
    const updated = await updateStop(tx, stop.id, input);
    if (!updated) throw notFound(STOP_NOT_FOUND);
    if (updated.arrivalTime?.getTime() === stop.arrivalTime?.getTime()) return updated;
    await placeAgain(tx, updated);
    return (await findStop(tx, stop.id)) ?? updated;
  });
}

/** The owner puts the trip's stops in an order of their own. */
export async function reorderStops(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  stopIds: readonly number[],
): Promise<StopRow[]> {
  const trip = await requireTripOwner(ctx.db, user, tripId);
  await setOwnOrder(ctx.db, trip.id, stopIds);
  return listStopsOfTrip(ctx.db, trip.id);
}

export async function removeStop(ctx: AppContext, user: UserRow, stopId: number): Promise<void> {
  const { stop } = await requireStopOwner(ctx.db, user, stopId);
  if (!(await deleteStop(ctx.db, stop.id))) throw notFound(STOP_NOT_FOUND);
  if (stop.voiceMemoFilename) await ctx.storage.remove('voice', stop.voiceMemoFilename);
}

/** Names a stop after the nearest known place to its coordinates. */
export async function nameStopFromPlace(ctx: AppContext, user: UserRow, stopId: number): Promise<StopRow> {
  const { stop } = await requireStopOwner(ctx.db, user, stopId);
  if (stop.latitude === 0 && stop.longitude === 0) throw badRequest('This stop has no location yet');
  const place = await ctx.places.reverse(stop.latitude, stop.longitude);
  if (!place) throw notFound('No known place is near this stop');
  const updated = await updateStop(ctx.db, stop.id, { name: place.name });
  if (!updated) throw notFound(STOP_NOT_FOUND);
  return updated;
}
