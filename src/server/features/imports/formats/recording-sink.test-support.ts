import type { TrackPoint } from '../../../../common/tracks/geometry';
import type { FoundPhoto, FoundSink, FoundStop, FoundTripHead } from './found';

export interface RecordedTrip {
  /** The last head handed for the key (Google's sources hand theirs again once their dates are known). */
  head: FoundTripHead;
  heads: number;
  stops: FoundStop[];
  points: TrackPoint[];
  /** How the points came: the size of each call. */
  batches: number[];
  photos: { photo: FoundPhoto; stopIndex?: number }[];
}

/**
 * A sink that keeps everything handed to it, for tests. It throws when a stop, points or a photo come for a trip
 * whose head was not handed first, or a photo names a stop that was not handed.
 */
export function recordingSink() {
  const trips = new Map<string, RecordedTrip>();
  const skipped: { file: string; reason: string }[] = [];
  const tripOf = (key: string) => {
    const trip = trips.get(key);
    if (!trip) throw new Error(`Something of trip ${key} came before its head`);
    return trip;
  };
  const sink: FoundSink = {
    trip(head) {
      const known = trips.get(head.key);
      if (known) {
        known.head = head;
        known.heads += 1;
      } else {
        trips.set(head.key, { head, heads: 1, stops: [], points: [], batches: [], photos: [] });
      }
    },
    stop(key, stop) {
      const trip = tripOf(key);
      trip.stops.push(stop);
      return trip.stops.length - 1;
    },
    points(key, points) {
      const trip = tripOf(key);
      trip.batches.push(points.length);
      for (const point of points) trip.points.push(point);
    },
    photo(key, photo, stopIndex) {
      const trip = tripOf(key);
      if (stopIndex !== undefined && !trip.stops[stopIndex])
        throw new Error(`No stop ${stopIndex} in ${key}`);
      trip.photos.push({ photo, stopIndex });
    },
    skip(file, reason) {
      skipped.push({ file, reason });
    },
  };
  /** The one trip handed over; fails when there is not exactly one. */
  const only = (): RecordedTrip => {
    if (trips.size !== 1) throw new Error(`Expected one trip, got ${[...trips.keys()].join(', ') || 'none'}`);
    return [...trips.values()][0] as RecordedTrip;
  };
  return { sink, trips, skipped, only };
}
