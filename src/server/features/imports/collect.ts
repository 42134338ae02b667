import type { TrackPoint } from '../../../common/tracks/geometry';
import type { FoundCounts, SkippedPart } from '../../db/schema';
import type { FoundPhoto, FoundSink, FoundStop, FoundTripHead } from './formats/found';
import { PointColumns } from './point-columns';

/** The points a route may hold (what a route file may bring). */
export const MAX_ROUTE_POINTS = 500_000;
/** What is named of the parts left out: a file with thousands of bad lines is one line of the list. */
const MAX_SKIPPED = 200;

function noteSkip(skipped: SkippedPart[], file: string, reason: string): void {
  if (skipped.length < MAX_SKIPPED) skipped.push({ file, reason });
}

/** Counts what readers hand over, keeping none of it: the preview. */
export function countingSink() {
  const trips = new Set<string>();
  const counts = { stops: 0, points: 0, photos: 0, bytes: 0 };
  let from: number | null = null;
  let to: number | null = null;
  const skipped: SkippedPart[] = [];
  const seen = (time: Date | string | null | undefined) => {
    const at = time instanceof Date ? time.getTime() : time ? Date.parse(time) : Number.NaN;
    if (Number.isNaN(at)) return;
    if (from === null || at < from) from = at;
    if (to === null || at > to) to = at;
  };
  const sink: FoundSink = {
    trip(head) {
      trips.add(head.key);
      seen(head.startDate);
      seen(head.endDate);
    },
    stop(_trip, stop) {
      seen(stop.arrival);
      counts.bytes += stop.memo?.size ?? 0;
      return counts.stops++;
    },
    points(_trip, points) {
      counts.points += points.length;
      for (const point of points) seen(point.time);
    },
    photo(_trip, photo) {
      counts.photos++;
      // Immich's photos are held to the plan one by one as they come.
      if (photo.source.kind === 'entry') counts.bytes += photo.size;
    },
    skip: (file, reason) => noteSkip(skipped, file, reason),
  };
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    sink,
    skipped,
    counts: (): FoundCounts => ({ trips: trips.size, ...counts, from: iso(from), to: iso(to) }),
  };
}

export interface CollectedTrip {
  head: FoundTripHead;
  stops: FoundStop[];
  points: PointColumns;
  photos: { photo: FoundPhoto; stopIndex?: number }[];
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Keeps what readers hand over, trip by trip, up to a route's points: what an import writes. */
export function collectingSink() {
  const trips = new Map<string, CollectedTrip>();
  const skipped: SkippedPart[] = [];
  const cut = new Set<string>();
  const tripOf = (key: string): CollectedTrip => {
    let trip = trips.get(key);
    if (!trip) {
      trip = {
        head: { key, name: null, summary: null, startDate: null, endDate: null },
        stops: [],
        points: new PointColumns(),
        photos: [],
      };
      trips.set(key, trip);
    }
    return trip;
  };
  const sink: FoundSink = {
    trip(head) {
      // A reader may name a trip again once it knows its days; two readers may feed the same trip.
      const trip = tripOf(head.key);
      trip.head = {
        ...head,
        name: head.name ?? trip.head.name,
        summary: head.summary ?? trip.head.summary,
        startDate: earliest(trip.head.startDate, head.startDate),
        endDate: latest(trip.head.endDate, head.endDate),
      };
    },
    stop(key, stop) {
      const trip = tripOf(key);
      trip.stops.push(stop);
      return trip.stops.length - 1;
    },
    points(key, points) {
      const trip = tripOf(key);
      const room = MAX_ROUTE_POINTS - trip.points.length;
      if (points.length > room && !cut.has(key)) {
        cut.add(key);
        noteSkip(
          skipped,
          key,
          `Only the first ${MAX_ROUTE_POINTS.toLocaleString('en-US')} route points were kept`,
        );
      }
      for (let index = 0; index < Math.min(room, points.length); index++)
        trip.points.push(points[index] as TrackPoint);
    },
    photo(key, photo, stopIndex) {
      tripOf(key).photos.push({ photo, stopIndex });
    },
    skip: (file, reason) => noteSkip(skipped, file, reason),
  };
  return { sink, trips, skipped };
}
