/** Where a trip's distance comes from: its recorded route, its stops along the great circle, or the typed total. */
export const DISTANCE_SOURCES = ['route', 'stops', 'typed'] as const;
export type DistanceSource = (typeof DISTANCE_SOURCES)[number];

/** A country a trip went through, and the first day it was there (`YYYY-MM-DD`). */
export interface TripCountry {
  code: string;
  firstVisit: string;
}

/** One calendar day of a trip: the distance covered and, from a timed route, time moving and stopped. */
export interface TripDay {
  date: string;
  miles: number;
  /** Of `miles`, those covered while moving, from a timed route. */
  movingMiles: number;
  movingSeconds: number;
  stoppedSeconds: number;
}

/** The stop of the trip with the most photos. */
export interface TopPlace {
  name: string;
  photos: number;
}
