import type { RoutePlacement } from '../../../common/contract/place-by-route';
import type { PlaceByRouteInput } from '../../../common/schemas/place-by-route';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { requireTripWriter, TRIP_NOT_FOUND } from '../../policy/trips';
import type { SpotName } from '../../providers/places/spot-name';
import { recordChange } from '../collaboration';
import { listStopsOfTrip, type StopRow } from '../stops';
import { findTrackOfTrip } from '../tracks';
import { changeTrip, lockTrip } from '../trips';
import type { UserRow } from '../users';
import { type PlacedStop, photoStopName, placeAmong, stopWhereTaken } from './placement';
import {
  deleteStopsLeftAsMade,
  insertPlacement,
  listPhotosToPlace,
  lockPlacement,
  markPlacementUndone,
  type PhotoToPlace,
  type PlacedPhotoEntry,
  setPhotoPosition,
  unplacePhoto,
} from './placements-repo';
import { matchPhotosToRoute, type RouteMatch } from './route-placement';

export const PLACEMENT_NOT_FOUND = 'Placement not found';

const photoSubject = (photo: { id: number; caption: string | null; originalName: string }) => ({
  type: 'photo' as const,
  id: photo.id,
  name: photo.caption || photo.originalName,
});
const stopSubject = (stop: { id: number; name: string }) => ({
  type: 'stop' as const,
  id: stop.id,
  name: stop.name,
});

/** Place names looked up once per spot of about 100 m: photos taken together share their lookups. */
const spotKey = (lat: number, lng: number) => `${lat.toFixed(3)},${lng.toFixed(3)}`;

interface PlannedPhoto extends RouteMatch {
  /** When the photo was taken by the route's clock. */
  takenAt: Date;
  stopId: number | null;
  stopName: string;
}

interface Plan {
  placed: PlannedPhoto[];
  unplaced: number;
  places: Map<string, SpotName | null>;
}

/**
 * Where the route puts the trip's photos without a position and the stop each would join, filed one after another
 * as placeLocatedPhoto files them (a stop one of them would make is there for the next), with the places looked up
 * on the way. Nothing is written.
 */
async function planPlacement(ctx: AppContext, tripId: number, input: PlaceByRouteInput): Promise<Plan> {
  const [photos, track, stops] = await Promise.all([
    listPhotosToPlace(ctx.db, tripId),
    findTrackOfTrip(ctx.db, tripId),
    listStopsOfTrip(ctx.db, tripId),
  ]);
  const matched = matchPhotosToRoute(photos, track?.routeData ?? [], input);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const places = new Map<string, SpotName | null>();
  const known: (PlacedStop & { id: number | null })[] = [...stops];
  const placed: PlannedPhoto[] = [];
  for (const match of matched.placed) {
    const photo = byId.get(match.photoId) as PhotoToPlace;
    const takenAt = new Date(photo.takenAt.getTime() + input.clockOffsetMinutes * 60_000);
    const kept = photo.stopId === null ? undefined : stops.find((stop) => stop.id === photo.stopId);
    if (kept) {
      placed.push({ ...match, takenAt, stopId: kept.id, stopName: kept.name });
      continue;
    }
    let stop = stopWhereTaken(known, match.lat, match.lng, null);
    if (!stop) {
      const place = await placeOf(ctx, places, match);
      stop = stopWhereTaken(known, match.lat, match.lng, place);
      if (!stop) {
        stop = { id: null, name: photoStopName(place), latitude: match.lat, longitude: match.lng };
        known.push(stop);
      }
    }
    placed.push({ ...match, takenAt, stopId: stop.id, stopName: stop.name });
  }
  return { placed, unplaced: matched.unplaced.length, places };
}

async function placeOf(
  ctx: AppContext,
  places: Map<string, SpotName | null>,
  { lat, lng }: RouteMatch,
): Promise<SpotName | null> {
  const key = spotKey(lat, lng);
  if (places.has(key)) return places.get(key) ?? null;
  const place = await ctx.places.reverse(lat, lng).catch((error) => {
    ctx.log.warn({ err: error }, 'place lookup for a photo placed by the route failed');
    return null;
  });
  places.set(key, place);
  return place;
}

const toReply = (photos: readonly PlannedPhoto[], unplaced: number, placementId: number | null) => ({
  placed: photos.map(({ photoId, lat, lng, stopId, stopName }) => ({ photoId, lat, lng, stopId, stopName })),
  unplaced,
  placementId,
});

/**
 * Gives the trip's photos without GPS a position from its route by the time each was taken (see
 * matchPhotosToRoute), filing each under a stop as an uploaded located photo is filed; a photo that has a stop
 * keeps it. Without `apply` it only says what it would do. Applied, it is recorded so that it can be undone.
 */
export async function placePhotosByRoute(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  input: PlaceByRouteInput,
): Promise<RoutePlacement> {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'photo.write');
  // Planned, places looked up included, before the trip is locked; under the lock only the photos still without
  // a position are placed, so that two placements at once place each photo once.
  const plan = await planPlacement(ctx, trip.id, input);
  if (!input.apply || plan.placed.length === 0) return toReply(plan.placed, plan.unplaced, null);
  return changeTrip(ctx, trip.id, async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const waiting = new Map(
      (
        await listPhotosToPlace(
          tx,
          trip.id,
          plan.placed.map(({ photoId }) => photoId),
        )
      ).map((photo) => [photo.id, photo]),
    );
    const stops = await listStopsOfTrip(tx, trip.id);
    const stopsMade: number[] = [];
    const stopOf = async (planned: PlannedPhoto, stopId: number | null): Promise<StopRow> => {
      const kept = stopId === null ? undefined : stops.find((stop) => stop.id === stopId);
      if (kept) return kept;
      const location = { latitude: planned.lat, longitude: planned.lng, takenAt: planned.takenAt };
      const place = plan.places.get(spotKey(planned.lat, planned.lng)) ?? null;
      const { stop, created } = await placeAmong(tx, stops, trip.id, location, place, user.id);
      if (created) {
        stopsMade.push(stop.id);
        await recordChange(
          ctx,
          { tripId: trip.id, actor: user, type: 'stop.created', subject: stopSubject(stop) },
          tx,
        );
      }
      return stop;
    };

    const done: PlannedPhoto[] = [];
    const entries: PlacedPhotoEntry[] = [];
    for (const planned of plan.placed) {
      const current = waiting.get(planned.photoId);
      if (!current) continue;
      const stop = await stopOf(planned, current.stopId);
      const photo = await setPhotoPosition(tx, trip.id, planned.photoId, {
        latitude: planned.lat,
        longitude: planned.lng,
        stopId: stop.id,
      });
      if (!photo) continue;
      await recordChange(
        ctx,
        { tripId: trip.id, actor: user, type: 'photo.updated', subject: photoSubject(photo) },
        tx,
      );
      entries.push({ photoId: photo.id, stopIdBefore: current.stopId, lat: planned.lat, lng: planned.lng });
      done.push({ ...planned, stopId: stop.id, stopName: stop.name });
    }
    if (entries.length === 0) return toReply([], plan.unplaced, null);
    const placementId = await insertPlacement(tx, {
      tripId: trip.id,
      userId: user.id,
      photos: entries,
      stopsMade,
    });
    return toReply(done, plan.unplaced, placementId);
  });
}

/**
 * Puts back the photos of a placement that still have the position it gave them (under the stop each had before)
 * and removes the stops it made that are left as it made them, empty. Undone once: again, 409.
 */
export async function undoPlacement(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  placementId: number,
): Promise<{ restored: number; stopsRemoved: number }> {
  const { trip } = await requireTripWriter(ctx.db, user, tripId, 'photo.write');
  return changeTrip(ctx, trip.id, async (tx) => {
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const placement = await lockPlacement(tx, trip.id, placementId);
    if (!placement) throw notFound(PLACEMENT_NOT_FOUND);
    if (placement.undoneAt) throw conflict('These photos were already put back');
    let restored = 0;
    for (const entry of placement.photos) {
      const photo = await unplacePhoto(tx, trip.id, entry);
      if (!photo) continue;
      restored += 1;
      await recordChange(
        ctx,
        { tripId: trip.id, actor: user, type: 'photo.updated', subject: photoSubject(photo) },
        tx,
      );
    }
    const removed = await deleteStopsLeftAsMade(tx, trip.id, placement.stopsMade);
    for (const stop of removed) {
      await recordChange(
        ctx,
        { tripId: trip.id, actor: user, type: 'stop.deleted', subject: stopSubject(stop) },
        tx,
      );
    }
    await markPlacementUndone(tx, placement.id);
    return { restored, stopsRemoved: removed.length };
  });
}
