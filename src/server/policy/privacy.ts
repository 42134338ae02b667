import { distanceMeters, hasLocation } from '../../common/geo';
import type { PrivacyZone } from '../../common/schemas/privacy';
import type { TrackPoint } from '../../common/tracks/geometry';
import type { Executor } from '../db/client';
import { findUserById } from './access-repo';
import type { TripAccess } from './trips';

/**
 * Privacy zones: places on a traveller's trips that only the traveller sees. For anyone else — share links,
 * public links, administrators — route points inside are dropped and the line broken there, photos lose their
 * coordinates, and stops keep their name and text but lose their place.
 */
export function insideZone(zones: readonly PrivacyZone[], latitude: number, longitude: number): boolean {
  return zones.some(
    (zone) => distanceMeters(latitude, longitude, zone.latitude, zone.longitude) <= zone.radiusMeters,
  );
}

/** The zones whose places this reader may not see: none for the trip's owner, the owner's for anyone else. */
export async function zonesHiddenFrom(db: Executor, access: TripAccess): Promise<PrivacyZone[]> {
  if (access.canEdit) return [];
  return (await findUserById(db, access.trip.userId))?.privacyZones ?? [];
}

/** What a reply prepared for these zones is kept under, beside the trip's version: nothing when there are none. */
export const zonesKey = (zones: readonly PrivacyZone[]) =>
  zones.length === 0 ? '' : `:zones:${JSON.stringify(zones)}`;

/** A stop inside a zone is kept without its place or country: 0,0 is what "no location" is everywhere. */
export function stopForOthers<T extends { latitude: number; longitude: number; country?: string | null }>(
  stop: T,
  zones: readonly PrivacyZone[],
): T {
  if (!hasLocation(stop.latitude, stop.longitude) || !insideZone(zones, stop.latitude, stop.longitude))
    return stop;
  return { ...stop, latitude: 0, longitude: 0, ...(stop.country === undefined ? {} : { country: null }) };
}

/**
 * A photo taken inside a zone loses its coordinates, and its place name and place tags, which were looked up
 * from them.
 */
export function photoForOthers<
  T extends {
    latitude: number | null;
    longitude: number | null;
    locationName: string | null;
    autoPlaceTags?: string[];
  },
>(photo: T, zones: readonly PrivacyZone[]): T {
  if (photo.latitude === null || photo.longitude === null) return photo;
  if (!insideZone(zones, photo.latitude, photo.longitude)) return photo;
  const hidden = { ...photo, latitude: null, longitude: null, locationName: null };
  return photo.autoPlaceTags === undefined ? hidden : { ...hidden, autoPlaceTags: [] };
}

/** The route without its points inside a zone; the point after each hidden stretch starts a new line. */
export function routeForOthers(points: readonly TrackPoint[], zones: readonly PrivacyZone[]): TrackPoint[] {
  if (zones.length === 0) return [...points];
  const kept: TrackPoint[] = [];
  let hidden = false;
  for (const point of points) {
    if (insideZone(zones, point.lat, point.lng)) {
      hidden = true;
      continue;
    }
    kept.push(hidden && kept.length > 0 ? { ...point, gapBefore: true } : point);
    hidden = false;
  }
  return kept;
}

/** The traveller's latest position, for a reader kept out of these zones: none while inside one. */
export function positionForOthers<T extends { lat: number; lng: number }>(
  position: T,
  zones: readonly PrivacyZone[],
): T | null {
  return insideZone(zones, position.lat, position.lng) ? null : position;
}
