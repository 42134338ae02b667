import type { TrackPoint } from '../../../../common/tracks/geometry';
import { readTextHead } from './entry-bytes';
import { baseName, extensionOf } from './entry-paths';
import type { FormatReader, FoundStop, ImportEntry } from './found';
import { fromE7, type LatLng } from './google-coordinates';
import { googleTrip } from './google-trip';
import { brokenOff, eachJsonItem, isRecord } from './json-items';
import { pointBatches } from './point-batches';
import { cleanText, counted, DESCRIPTION_MAX, NAME_MAX } from './text';
import { instantOf, isWithin, staysWithin } from './time-range';

const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];

/** Takeout names the files `2019_MARCH.json`: read in the order of their months, others after. */
function monthOf(path: string): number {
  const match = /(\d{4})_([A-Z]+)\.json$/i.exec(baseName(path));
  const month = match ? MONTHS.indexOf((match[2] as string).toUpperCase()) : -1;
  return match && month >= 0 ? Number(match[1]) * 12 + month : Number.POSITIVE_INFINITY;
}

interface Duration {
  start: number | null;
  end: number | null;
}

function durationOf(value: unknown): Duration {
  const duration = isRecord(value) ? value : {};
  return {
    start: instantOf(duration.startTimestamp, duration.startTimestampMs),
    end: instantOf(duration.endTimestamp, duration.endTimestampMs),
  };
}

const placeOf = (location: unknown): LatLng | null =>
  isRecord(location) ? fromE7(location.latitudeE7, location.longitudeE7) : null;

/** A visit as a stop, named by its place or the first line of its address; null without a place on Earth. */
function visitStop(visit: Record<string, unknown>): FoundStop | null {
  const location = isRecord(visit.location) ? visit.location : {};
  const place = placeOf(location) ?? fromE7(visit.centerLatE7, visit.centerLngE7);
  if (!place) return null;
  const { start, end } = durationOf(visit.duration);
  const name = cleanText(location.name, NAME_MAX);
  const address = cleanText(location.address, DESCRIPTION_MAX);
  return {
    name: name ?? cleanText(address?.split('\n')[0], NAME_MAX) ?? 'Visited place',
    description: name && address ? address : null,
    arrival: start === null ? null : new Date(start),
    departure: end === null ? null : new Date(end),
    lat: place.lat,
    lng: place.lng,
    country: null,
  };
}

/**
 * A segment's route: its start, the points of its path, its end. Points without a time of their own are spread
 * evenly over the segment's time, so that they follow each other in time.
 */
function segmentPoints(segment: Record<string, unknown>): { points: TrackPoint[]; unplaced: number } {
  const { start, end } = durationOf(segment.duration);
  const waypoints = isRecord(segment.waypointPath) ? segment.waypointPath.waypoints : undefined;
  const raw = isRecord(segment.simplifiedRawPath) ? segment.simplifiedRawPath.points : undefined;
  const path = Array.isArray(waypoints) ? waypoints : Array.isArray(raw) ? raw : [];
  const located: { place: LatLng | null; time: number | null }[] = [
    ...(isRecord(segment.startLocation) && 'latitudeE7' in segment.startLocation
      ? [{ place: placeOf(segment.startLocation), time: start }]
      : []),
    ...path.map((point) =>
      isRecord(point)
        ? {
            place: fromE7(point.latE7 ?? point.latitudeE7, point.lngE7 ?? point.longitudeE7),
            time: instantOf(point.timestamp, point.timestampMs),
          }
        : { place: null, time: null },
    ),
    ...(isRecord(segment.endLocation) && 'latitudeE7' in segment.endLocation
      ? [{ place: placeOf(segment.endLocation), time: end }]
      : []),
  ];
  const points: TrackPoint[] = [];
  let unplaced = 0;
  located.forEach(({ place, time }, index) => {
    if (!place) {
      unplaced += 1;
      return;
    }
    const spread =
      start !== null && end !== null
        ? start + ((end - start) * index) / Math.max(1, located.length - 1)
        : (start ?? end);
    const at = time ?? spread;
    points.push(at === null ? place : { ...place, time: new Date(at).toISOString() });
  });
  return { points, unplaced };
}

/**
 * Google Takeout's Semantic Location History: a file a month (`2019/2019_MARCH.json`) of `timelineObjects`,
 * recognised by that key. A `placeVisit` is a stop, an `activitySegment` a stretch of the route. Every file goes
 * to the one Google trip.
 */
export const googleSemanticReader: FormatReader = {
  kind: 'google-semantic',
  async claims(entries) {
    const claimed: ImportEntry[] = [];
    for (const entry of entries) {
      if (extensionOf(entry.path) !== 'json') continue;
      if (/^\{\s*"timelineObjects"\s*:/.test(await readTextHead(entry, 4096))) claimed.push(entry);
    }
    return claimed;
  },
  async read(entries, sink, options) {
    const trip = googleTrip(sink);
    const ordered = [...entries].sort(
      (a, b) => monthOf(a.path) - monthOf(b.path) || a.path.localeCompare(b.path),
    );
    for (const entry of ordered) {
      const route: TrackPoint[] = [];
      let unplaced = 0;
      const whole = await eachJsonItem(entry, /^timelineObjects\.\d+$/, (item) => {
        options.signal?.throwIfAborted();
        if (!isRecord(item)) return;
        if (isRecord(item.placeVisit)) {
          const stop = visitStop(item.placeVisit);
          if (!stop) unplaced += 1;
          else if (staysWithin(options, stop.arrival?.getTime() ?? null, stop.departure?.getTime() ?? null)) {
            trip.saw(stop.arrival?.getTime() ?? null, stop.departure?.getTime() ?? null);
            sink.stop(trip.key, stop);
          }
        } else if (isRecord(item.activitySegment)) {
          const segment = segmentPoints(item.activitySegment);
          unplaced += segment.unplaced;
          for (const point of segment.points) {
            if (isWithin(options, point.time ? Date.parse(point.time) : null)) route.push(point);
          }
        }
      });
      if (route.length > 0) {
        if (route.every((point) => point.time)) {
          route.sort((a, b) => Date.parse(a.time as string) - Date.parse(b.time as string));
        }
        const points = pointBatches(sink, trip.key);
        for (const point of route) {
          trip.saw(point.time ? Date.parse(point.time) : null);
          points.add(point);
        }
        points.flush();
      }
      if (!whole) sink.skip(entry.path, brokenOff(entry.path));
      if (unplaced > 0) {
        sink.skip(
          entry.path,
          `${counted(unplaced, 'place', 'places')} of ${entry.path} left out: no place on Earth`,
        );
      }
    }
    trip.finish();
  },
};
