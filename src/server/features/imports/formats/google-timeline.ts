import type { TrackPoint } from '../../../../common/tracks/geometry';
import { readTextHead } from './entry-bytes';
import { extensionOf } from './entry-paths';
import type { FormatReader, FoundSink, ImportEntry, ReadOptions } from './found';
import { fromText, type LatLng, numberOf } from './google-coordinates';
import { googleTrip } from './google-trip';
import { brokenOff, eachJsonItem, isRecord } from './json-items';
import { pointBatches } from './point-batches';
import { cleanText, counted, NAME_MAX } from './text';
import { instantOf, isWithin, staysWithin } from './time-range';

/** Raw fixes less sure than this (metres) are left out, as in Takeout's records. */
const MAX_ACCURACY_METERS = 500;

/** Android writes `{ "latLng": "50.05°, 14.34°" }`, iOS `"geo:50.05,14.34"`. */
const placeOf = (value: unknown): LatLng | null =>
  isRecord(value) ? fromText(value.latLng ?? value.LatLng) : fromText(value);

/** `INFERRED_HOME` → "Home", `SEARCHED_ADDRESS` → "Searched address"; an unknown place is a "Visited place". */
function visitName(semanticType: unknown): string {
  const words = cleanText(semanticType, NAME_MAX)
    ?.replace(/^INFERRED_/i, '')
    .replaceAll('_', ' ')
    .toLowerCase();
  if (!words || words === 'unknown') return 'Visited place';
  return words[0]?.toUpperCase() + words.slice(1);
}

async function isTimeline(entry: ImportEntry): Promise<boolean> {
  if (extensionOf(entry.path) !== 'json') return false;
  const head = await readTextHead(entry, 16 * 1024);
  if (head.startsWith('{')) return /"(semanticSegments|rawSignals)"\s*:\s*\[/.test(head);
  return (
    head.startsWith('[') && /"startTime"\s*:/.test(head) && /"(visit|activity|timelinePath)"\s*:/.test(head)
  );
}

/** One Timeline file's segments and raw positions into the Google trip. */
function timelineFile(sink: FoundSink, trip: ReturnType<typeof googleTrip>, options: ReadOptions) {
  const points = pointBatches(sink, trip.key);
  let unplaced = 0;
  const addPoint = (place: LatLng | null, time: number | null, ele?: unknown) => {
    if (!place) {
      unplaced += 1;
      return;
    }
    if (!isWithin(options, time)) return;
    trip.saw(time);
    const point: TrackPoint = { ...place };
    if (time !== null) point.time = new Date(time).toISOString();
    const altitude = numberOf(ele);
    if (Number.isFinite(altitude)) point.ele = altitude;
    points.add(point);
  };

  const visit = (value: Record<string, unknown>, start: number | null, end: number | null) => {
    // A place inside the one visited (a shop in a market): the visit above it is the stop.
    if (numberOf(value.hierarchyLevel) > 0) return;
    const candidate = isRecord(value.topCandidate) ? value.topCandidate : {};
    const place = placeOf(candidate.placeLocation);
    if (!place) {
      unplaced += 1;
      return;
    }
    if (!staysWithin(options, start, end)) return;
    trip.saw(start, end);
    sink.stop(trip.key, {
      name: visitName(candidate.semanticType),
      description: null,
      arrival: start === null ? null : new Date(start),
      departure: end === null ? null : new Date(end),
      lat: place.lat,
      lng: place.lng,
      country: null,
    });
  };

  const segment = (value: Record<string, unknown>) => {
    const start = instantOf(value.startTime);
    const end = instantOf(value.endTime);
    if (isRecord(value.visit)) visit(value.visit, start, end);
    if (isRecord(value.activity)) {
      addPoint(placeOf(value.activity.start), start);
      addPoint(placeOf(value.activity.end), end);
    }
    if (Array.isArray(value.timelinePath)) {
      for (const step of value.timelinePath) {
        if (!isRecord(step)) continue;
        const offset = numberOf(step.durationMinutesOffsetFromStartTime);
        const time =
          instantOf(step.time) ??
          (start !== null && Number.isFinite(offset) ? start + offset * 60_000 : null);
        addPoint(placeOf(step.point), time);
      }
    }
  };

  const rawSignal = (position: Record<string, unknown>) => {
    if (numberOf(position.accuracyMeters) > MAX_ACCURACY_METERS) return;
    addPoint(placeOf(position), instantOf(position.timestamp), position.altitudeMeters);
  };

  return {
    item(value: unknown) {
      options.signal?.throwIfAborted();
      if (!isRecord(value)) return;
      if (isRecord(value.position)) rawSignal(value.position);
      else if ('startTime' in value) segment(value);
    },
    finish(entry: ImportEntry) {
      points.flush();
      if (unplaced > 0) {
        sink.skip(
          entry.path,
          `${counted(unplaced, 'place', 'places')} of ${entry.path} left out: no place on Earth`,
        );
      }
    },
  };
}

/**
 * The Timeline a phone exports itself (since 2024): Android's object of `semanticSegments` and `rawSignals`,
 * or iOS' array of segments (every number a string there). A visit is a stop; paths, activities' ends and raw
 * positions are the route. The traveller's `userLocationProfile` (home, work) is never read.
 */
export const googleTimelineReader: FormatReader = {
  kind: 'google-timeline',
  async claims(entries) {
    const claimed: ImportEntry[] = [];
    for (const entry of entries) if (await isTimeline(entry)) claimed.push(entry);
    return claimed;
  },
  async read(entries, sink, options) {
    const trip = googleTrip(sink);
    for (const entry of entries) {
      const file = timelineFile(sink, trip, options);
      // Android's segments and raw signals, or iOS' segments: nothing else of the file is built.
      const whole = await eachJsonItem(entry, /^(?:(?:semanticSegments|rawSignals)\.)?\d+$/, file.item);
      file.finish(entry);
      if (!whole) sink.skip(entry.path, brokenOff(entry.path));
    }
    trip.finish();
  },
};
