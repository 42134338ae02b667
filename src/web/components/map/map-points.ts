import type { LatLngTuple } from 'leaflet';
import { type WaitingStop, withWaitingStops } from '@/lib/outbox/waiting-stop';
import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import { compareStops } from '../../../common/trips/stop-rules';
import type { MarkerColor } from './map-icons';

export const PHOTO_OFFSET_DEGREES = 0.003;

export interface MappedStop {
  stop: Stop;
  /** The stop's place in the trip, counted from 1. */
  number: number;
  position: LatLngTuple;
  color: MarkerColor;
  /** Made on this device and not stored by the server yet (refused, when it said no). */
  waiting?: { refused: boolean };
}

export interface MappedPhoto {
  photo: Photo;
  position: LatLngTuple;
  locationName: string | null;
}

/** Finite coordinates other than the 0,0 that stands for "not set". */
function located(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null) return false;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  return latitude !== 0 || longitude !== 0;
}

function stopColor(index: number, count: number): MarkerColor {
  if (index === 0) return 'green';
  return index === count - 1 ? 'red' : 'blue';
}

/**
 * Stops that have a place on the map, numbered as the trip's list shows them (the server's in trip order, then
 * those waiting on this device): first green, last red, the others blue.
 */
export function mapStops(stops: readonly Stop[], waiting: readonly WaitingStop[] = []): MappedStop[] {
  const refused = new Map(waiting.map((entry) => [entry.stop.id, entry.refused]));
  const numbered = withWaitingStops([...stops].sort(compareStops), waiting).map((stop, index) => ({
    stop,
    number: index + 1,
  }));
  const onMap = numbered.filter(({ stop }) => located(stop.latitude, stop.longitude));
  return onMap.map((entry, index) => {
    const isRefused = refused.get(entry.stop.id);
    return {
      ...entry,
      position: [entry.stop.latitude, entry.stop.longitude],
      color: stopColor(index, onMap.length),
      ...(isRefused !== undefined && { waiting: { refused: isRefused } }),
    };
  });
}

/** Photos with a place: beside their stop when they belong to one, else at their own coordinates. */
export function mapPhotos(photos: readonly Photo[], stops: readonly Stop[]): MappedPhoto[] {
  const stopsById = new Map(stops.map((stop) => [stop.id, stop]));
  return photos.flatMap((photo) => {
    const stop = photo.stopId === null ? undefined : stopsById.get(photo.stopId);
    const locationName = stop?.name ?? photo.locationName;
    if (stop && located(stop.latitude, stop.longitude)) {
      const position: LatLngTuple = [
        stop.latitude + PHOTO_OFFSET_DEGREES,
        stop.longitude + PHOTO_OFFSET_DEGREES,
      ];
      return [{ photo, position, locationName }];
    }
    if (photo.latitude === null || photo.longitude === null) return [];
    if (!located(photo.latitude, photo.longitude)) return [];
    return [{ photo, position: [photo.latitude, photo.longitude] as LatLngTuple, locationName }];
  });
}

/** One segment between each pair of consecutive stops. */
export function routeSegments(stops: readonly MappedStop[]): [LatLngTuple, LatLngTuple][] {
  return stops.slice(1).map((stop, index) => [(stops[index] as MappedStop).position, stop.position]);
}
