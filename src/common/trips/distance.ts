import type { TripDistance, TripDriving } from '../contract/trips';
import { distanceMeters, hasLocation, METERS_PER_MILE } from '../geo';
import { hoursAndMinutes } from './trip-rules';

/** What a trip's distance and driving time are measured from, besides the figures typed for it. */
export interface TripMeasures {
  /** The recorded route's great-circle length over its points; 0 without a route. */
  routeMiles: number;
  /** Time moving along the route's timed points; 0 without times. */
  routeMovingSeconds: number;
  /** From each located stop to the next in trip order; null with fewer than two located stops. */
  stopsMiles: number | null;
}

/** Great-circle miles from each located stop to the next, the stops in trip order; null with fewer than two. */
export function milesBetweenStops(stops: readonly { latitude: number; longitude: number }[]): number | null {
  const located = stops.filter((stop) => hasLocation(stop.latitude, stop.longitude));
  if (located.length < 2) return null;
  let meters = 0;
  for (let index = 1; index < located.length; index++) {
    const from = located[index - 1] as (typeof located)[number];
    const to = located[index] as (typeof located)[number];
    meters += distanceMeters(from.latitude, from.longitude, to.latitude, to.longitude);
  }
  return meters / METERS_PER_MILE;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The trip's one distance: its recorded route once there is one, else its located stops, else what was typed. */
export function tripDistance(
  measures: Pick<TripMeasures, 'routeMiles' | 'stopsMiles'>,
  typedMiles: number,
): TripDistance {
  if (measures.routeMiles > 0) return { miles: oneDecimal(measures.routeMiles), source: 'route' };
  if (measures.stopsMiles !== null) return { miles: oneDecimal(measures.stopsMiles), source: 'stops' };
  return { miles: oneDecimal(typedMiles), source: 'typed' };
}

/** The trip's one driving time: the time moving along its recorded route when it has times, else what was typed. */
export function tripDriving(measures: TripMeasures, typedTime: string): TripDriving {
  return measures.routeMovingSeconds > 0
    ? { time: hoursAndMinutes(measures.routeMovingSeconds), source: 'route' }
    : { time: typedTime, source: 'typed' };
}
