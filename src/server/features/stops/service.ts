import type { CreateStopInput, UpdateStopInput } from '../../../common/schemas/stops';
import { mayTakeVisitType, UNKNOWN_VISIT_TYPE } from '../../../common/trips/stop-rules';
import type { AppContext } from '../../context';
import { removeFiles, voiceMemoFiles } from '../../files/owned-files';
import { badRequest, notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-body';
import { changedAtVersion } from '../../http/stale-edit';
import { findStop } from '../../policy/access-repo';
import { stopForOthers } from '../../policy/privacy';
import { requireStopWriter, requireTripWriter, STOP_NOT_FOUND } from '../../policy/trips';
import { recordChange } from '../collaboration';
import { changeTrip, tripReadReply } from '../trips';
import type { UserRow } from '../users';
import { addStopInOrder, placeAgain, setOwnOrder } from './ordering';
import { toStopDto } from './presenter';
import { deleteStop, listStopsOfTrip, type StopRow, updateStop } from './repo';

/**
 * The trip's stops as its readers see them (anyone but the owner and editors without the places in the owner's
 * privacy zones), serialised once per version of the trip and of the zones.
 */
export async function stopListReply(ctx: AppContext, user: UserRow, tripId: number): Promise<PreparedJson> {
  return tripReadReply(ctx, user, tripId, 'stops', async (trip, zones) =>
    (await listStopsOfTrip(ctx.db, trip.id)).map((stop) => toStopDto(stopForOthers(stop, zones))),
  );
}

const stopSubject = (stop: StopRow) => ({ type: 'stop' as const, id: stop.id, name: stop.name });

export async function addStop(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  input: CreateStopInput,
): Promise<StopRow> {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'stop.write');
  const { tripId: _ignored, ...values } = input;
  return changeTrip(ctx, trip.id, async (tx) => {
    const stop = await addStopInOrder(tx, { ...values, tripId: trip.id, createdById: user.id });
    await recordChange(
      ctx,
      { tripId: trip.id, actor: user, type: 'stop.created', subject: stopSubject(stop) },
      tx,
    );
    return stop;
  });
}

/**
 * Changes a stop. With the version the edit started from, a stop changed since is not overwritten: 409 with
 * the stop as it is now.
 */
export async function editStop(
  ctx: AppContext,
  user: UserRow,
  stopId: number,
  input: UpdateStopInput,
  expectedVersion?: number,
): Promise<StopRow> {
  const { stop } = await requireStopWriter(ctx.db, user, stopId, 'stop.write');
  if (input.visitType !== undefined && !mayTakeVisitType(input.visitType, stop.visitType)) {
    throw badRequest(UNKNOWN_VISIT_TYPE);
  }
  const arrival = input.arrivalTime === undefined ? stop.arrivalTime : input.arrivalTime;
  const departure = input.departureTime === undefined ? stop.departureTime : input.departureTime;
  if (arrival && departure && departure < arrival) {
    throw badRequest('Departure cannot be before arrival');
  }
  return changeTrip(ctx, stop.tripId, async (tx) => {
    const updated = await changedAtVersion(await updateStop(tx, stop.id, input, expectedVersion), {
      current: () => findStop(tx, stop.id),
      present: toStopDto,
      missing: STOP_NOT_FOUND,
    });
    await recordChange(
      ctx,
      { tripId: stop.tripId, actor: user, type: 'stop.updated', subject: stopSubject(updated) },
      tx,
    );
    if (updated.arrivalTime?.getTime() === stop.arrivalTime?.getTime()) return updated;
    await placeAgain(tx, updated);
    return (await findStop(tx, stop.id)) ?? updated;
  });
}

/** The owner or an editor puts the trip's stops in an order of their own. */
export async function reorderStops(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  stopIds: readonly number[],
): Promise<StopRow[]> {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'stop.write');
  await changeTrip(ctx, trip.id, async (tx) => {
    await setOwnOrder(tx, trip.id, stopIds);
    await recordChange(
      ctx,
      {
        tripId: trip.id,
        actor: user,
        type: 'stops.reordered',
        subject: { type: 'trip', id: trip.id, name: trip.title },
      },
      tx,
    );
  });
  return listStopsOfTrip(ctx.db, trip.id);
}

export async function removeStop(ctx: AppContext, user: UserRow, stopId: number): Promise<void> {
  const { stop } = await requireStopWriter(ctx.db, user, stopId, 'stop.write');
  await changeTrip(ctx, stop.tripId, async (tx) => {
    if (!(await deleteStop(tx, stop.id))) throw notFound(STOP_NOT_FOUND);
    await recordChange(
      ctx,
      { tripId: stop.tripId, actor: user, type: 'stop.deleted', subject: stopSubject(stop) },
      tx,
    );
  });
  await removeFiles(ctx.storage, voiceMemoFiles(stop.voiceMemoFilename));
}

/** Names a stop after the nearest known place to its coordinates. */
export async function nameStopFromPlace(ctx: AppContext, user: UserRow, stopId: number): Promise<StopRow> {
  const { stop } = await requireStopWriter(ctx.db, user, stopId, 'stop.write');
  if (stop.latitude === 0 && stop.longitude === 0) throw badRequest('This stop has no location yet');
  const place = await ctx.places.reverse(stop.latitude, stop.longitude);
  if (!place) throw notFound('No known place is near this stop');
  return changeTrip(ctx, stop.tripId, async (tx) => {
    const updated = await updateStop(tx, stop.id, { name: place.name });
    if (!updated) throw notFound(STOP_NOT_FOUND);
    await recordChange(
      ctx,
      { tripId: stop.tripId, actor: user, type: 'stop.updated', subject: stopSubject(updated) },
      tx,
    );
    return updated;
  });
}
