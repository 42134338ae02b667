import { distanceMeters, METERS_PER_MILE } from '../../../common/geo';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance between two points, in miles: the server's measure, so both count a drive alike. */
export const haversineMiles = (from: LatLng, to: LatLng): number =>
  distanceMeters(from.lat, from.lng, to.lat, to.lng) / METERS_PER_MILE;
