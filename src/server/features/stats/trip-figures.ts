import { distanceMeters, hasLocation, METERS_PER_MILE } from '../../../common/geo';
import type { DistanceSource, TopPlace, TripCountry, TripDay } from '../../../common/stats/trip-stats';
import { milesBetweenStops, tripDistance } from '../../../common/trips/distance';
import type { Area } from '../../providers/places/gazetteer';

interface RoutePointLike {
  lat: number;
  lng: number;
  time?: string;
}

/** What the figures of one trip are worked out from; stops come in the trip's order. */
export interface TripSources {
  startDate: Date;
  totalMiles: number;
  stops: readonly {
    name: string;
    latitude: number;
    longitude: number;
    arrivalTime: Date | null;
    hasVoiceMemo: boolean;
    photos: number;
  }[];
  photos: readonly { latitude: number | null; longitude: number | null; takenAt: Date | null }[];
  /** What the recorded route gives (`routeFigures`; no points without one), worked out once per version of it. */
  route: RouteFigures;
}

/** The figures of a recorded route, apart from the rest of its trip. */
export interface RouteFigures {
  pointCount: number;
  totalDistance: number;
  days: TripDay[];
  /** The countries and regions its points pass through. */
  countries: string[];
  regions: string[];
}

export interface TripFigures {
  distanceMiles: number;
  distanceSource: DistanceSource;
  stops: number;
  photos: number;
  voiceMemos: number;
  countries: TripCountry[];
  regions: string[];
  days: TripDay[];
  topPlace: TopPlace | null;
  cells: [number, number, number][];
}

export type AreaLookup = (lat: number, lon: number) => Area | null;

/** Two timed route points further apart than this are a pause in recording, neither driving nor stopped. */
const MAX_GAP_SECONDS = 30 * 60;
/** Slower than this (about 2 km/h) between two points is standing still. */
const MOVING_METERS_PER_SECOND = 0.5;
/** Route points closer than this to the last one looked up are taken to lie in the same place. */
const LOOKUP_STEP_DEGREES = 0.02;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const miles = (lat1: number, lon1: number, lat2: number, lon2: number) =>
  distanceMeters(lat1, lon1, lat2, lon2) / METERS_PER_MILE;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const cellOf = (value: number) => round(Math.round(value * 10) / 10, 1);

/** A point's time in milliseconds, or NaN when it has none. */
const timeOf = (point: RoutePointLike) => (point.time ? Date.parse(point.time) : Number.NaN);
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * Countries and regions of every located stop, photo and route point; a country's first visit is the earliest
 * stop arrival or photo there, else the trip's start date.
 */
function placesOf(sources: TripSources, areaAt: AreaLookup) {
  const firstVisits = new Map<string, string | null>();
  const regions = new Set<string>();
  const visit = (lat: number, lon: number, when: Date | null) => {
    const area = areaAt(lat, lon);
    if (!area) return;
    regions.add(area.region);
    const day = when ? isoDay(when) : null;
    const known = firstVisits.get(area.country);
    if (known === undefined || (day !== null && (known === null || day < known)))
      firstVisits.set(area.country, day);
  };
  for (const stop of sources.stops) {
    if (hasLocation(stop.latitude, stop.longitude)) visit(stop.latitude, stop.longitude, stop.arrivalTime);
  }
  for (const photo of sources.photos) {
    if (hasLocation(photo.latitude, photo.longitude))
      visit(photo.latitude as number, photo.longitude as number, photo.takenAt);
  }
  for (const country of sources.route.countries) {
    if (!firstVisits.has(country)) firstVisits.set(country, null);
  }
  for (const region of sources.route.regions) regions.add(region);
  const startDay = isoDay(sources.startDate);
  return {
    countries: [...firstVisits]
      .map(([code, day]) => ({ code, firstVisit: day ?? startDay }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    regions: [...regions].sort(),
  };
}

/** The countries and regions a route's points pass through, looked up where it has moved on since the last. */
function routePlaces(points: readonly RoutePointLike[], areaAt: AreaLookup) {
  const countries = new Set<string>();
  const regions = new Set<string>();
  let last: RoutePointLike | null = null;
  for (const point of points) {
    if (last && Math.abs(point.lat - last.lat) + Math.abs(point.lng - last.lng) < LOOKUP_STEP_DEGREES)
      continue;
    last = point;
    const area = areaAt(point.lat, point.lng);
    if (!area) continue;
    countries.add(area.country);
    regions.add(area.region);
  }
  return { countries: [...countries], regions: [...regions] };
}

/** Per day of a timed route: miles, and seconds moving and standing. Each point's time is read once. */
function routeDays(points: readonly RoutePointLike[]) {
  const days = new Map<number, TripDay>();
  let startMs = points.length > 0 ? timeOf(points[0] as RoutePointLike) : Number.NaN;
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1] as RoutePointLike;
    const to = points[index] as RoutePointLike;
    const endMs = timeOf(to);
    const bothTimed = !Number.isNaN(startMs) && !Number.isNaN(endMs);
    const fromMs = startMs;
    startMs = endMs;
    if (!bothTimed) continue;
    // Days are UTC calendar days, as an ISO date of the start would name them.
    const dayNumber = Math.floor(fromMs / MS_PER_DAY);
    let day = days.get(dayNumber);
    if (!day) {
      day = { date: isoDay(new Date(fromMs)), miles: 0, movingMiles: 0, movingSeconds: 0, stoppedSeconds: 0 };
      days.set(dayNumber, day);
    }
    const meters = distanceMeters(from.lat, from.lng, to.lat, to.lng);
    day.miles += meters / METERS_PER_MILE;
    const seconds = (endMs - fromMs) / 1000;
    if (seconds <= 0 || seconds > MAX_GAP_SECONDS) continue;
    if (meters / seconds >= MOVING_METERS_PER_SECOND) {
      day.movingSeconds += seconds;
      day.movingMiles += meters / METERS_PER_MILE;
    } else {
      day.stoppedSeconds += seconds;
    }
  }
  return [...days.values()];
}

/** Time moving along a route's timed points, as its days count it. */
export const routeMovingSeconds = (points: readonly RoutePointLike[]): number =>
  routeDays(points).reduce((total, day) => total + day.movingSeconds, 0);

/** A recorded route's own figures, which its trip's other changes leave as they are. */
export function routeFigures(
  route: { points: readonly RoutePointLike[]; totalDistance: number },
  areaAt: AreaLookup,
): RouteFigures {
  return {
    pointCount: route.points.length,
    totalDistance: route.totalDistance,
    days: routeDays(route.points),
    ...routePlaces(route.points, areaAt),
  };
}

/** Per arrival day: the miles from the stop before, along the great circle. */
function stopDays(located: TripSources['stops']) {
  const days = new Map<string, TripDay>();
  for (let index = 1; index < located.length; index++) {
    const from = located[index - 1] as (typeof located)[number];
    const to = located[index] as (typeof located)[number];
    if (!to.arrivalTime) continue;
    const date = isoDay(to.arrivalTime);
    const day = days.get(date) ?? { date, miles: 0, movingMiles: 0, movingSeconds: 0, stoppedSeconds: 0 };
    days.set(date, day);
    day.miles += miles(from.latitude, from.longitude, to.latitude, to.longitude);
  }
  return [...days.values()];
}

/** The statistics of one trip; its distance is the one its replies carry (`tripDistance`). */
export function tripFigures(sources: TripSources, areaAt: AreaLookup): TripFigures {
  const located = sources.stops.filter((stop) => hasLocation(stop.latitude, stop.longitude));
  const distance = tripDistance(
    { routeMiles: sources.route.totalDistance, stopsMiles: milesBetweenStops(located) },
    sources.totalMiles,
  );
  let days: TripDay[] = [];
  if (distance.source === 'route') days = sources.route.days;
  else if (distance.source === 'stops') days = stopDays(located);

  const cells = new Map<string, [number, number, number]>();
  const count = (lat: number, lon: number) => {
    const cell: [number, number, number] = [cellOf(lat), cellOf(lon), 0];
    const key = `${cell[0]},${cell[1]}`;
    const known = cells.get(key) ?? cell;
    known[2] += 1;
    cells.set(key, known);
  };
  for (const stop of located) count(stop.latitude, stop.longitude);
  for (const photo of sources.photos) {
    if (hasLocation(photo.latitude, photo.longitude))
      count(photo.latitude as number, photo.longitude as number);
  }

  const top = sources.stops.reduce<TripSources['stops'][number] | null>(
    (best, stop) => (stop.photos > (best?.photos ?? 0) ? stop : best),
    null,
  );
  return {
    distanceMiles: distance.miles,
    distanceSource: distance.source,
    stops: sources.stops.length,
    photos: sources.photos.length,
    voiceMemos: sources.stops.filter((stop) => stop.hasVoiceMemo).length,
    ...placesOf(sources, areaAt),
    days: days
      .map((day) => ({ ...day, miles: round(day.miles, 3), movingMiles: round(day.movingMiles, 3) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    topPlace: top ? { name: top.name, photos: top.photos } : null,
    cells: [...cells.values()],
  };
}
