import { createHash } from 'node:crypto';
import type { TrackPoint } from '../../../common/tracks/geometry';
import type { CollectedTrip } from './collect';
import type { FoundPhoto, FoundStop, FoundTripHead, ImportKind } from './formats/found';
import type { PointColumns } from './point-columns';

/** One trip an import writes into: a trip it makes, or the one the traveller chose. */
export interface ImportTarget {
  /** Names the target among the import's parts (`import_made.ref`). */
  ref: string;
  existingTripId: number | null;
  head: FoundTripHead;
  /** What each source brings; one already imported into the trip is left out when it is written. */
  parts: TargetPart[];
  photos: { photo: FoundPhoto; part: number; stopIndex?: number }[];
}

export interface TargetPart {
  /** The same source sent again has the same key (`import_sources`). */
  sourceKey: string;
  stops: FoundStop[];
  points: PointColumns;
}

/** Sources whose trips are each a trip of their own, named by their own ids. */
const tripsOfTheirOwn = (kind: ImportKind) => kind === 'polarsteps' || kind === 'roadbook';

/**
 * A source's key from what it holds rather than from its file's name or bytes: the same track in another file,
 * or a file inside another archive, is still the same. Polarsteps and Roadbook trips have their own ids.
 */
export function sourceKeyOf(kind: ImportKind, trip: CollectedTrip): string {
  if (tripsOfTheirOwn(kind) || kind === 'immich') return trip.head.key;
  const hash = createHash('sha256');
  hash.update(`${trip.head.name ?? ''}\n`);
  for (const stop of trip.stops)
    hash.update(`s${stop.lat},${stop.lng},${stop.arrival?.toISOString() ?? ''}\n`);
  trip.points.hashInto(hash);
  return `${kind}:${hash.digest('base64url')}`;
}

function span(trips: readonly CollectedTrip[]): { start: Date | null; end: Date | null } {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  const see = (at: number) => {
    if (Number.isNaN(at)) return;
    start = Math.min(start, at);
    end = Math.max(end, at);
  };
  for (const trip of trips) {
    see(trip.head.startDate?.getTime() ?? Number.NaN);
    see(trip.head.endDate?.getTime() ?? Number.NaN);
    for (const stop of trip.stops) {
      see(stop.arrival?.getTime() ?? Number.NaN);
      see(stop.departure?.getTime() ?? Number.NaN);
    }
    for (let index = 0; index < trip.points.length; index++) see(trip.points.timeAt(index));
  }
  return Number.isFinite(start) ? { start: new Date(start), end: new Date(end) } : { start: null, end: null };
}

function targetOf(
  ref: string,
  kind: ImportKind,
  trips: readonly CollectedTrip[],
  existingTripId: number | null,
): ImportTarget {
  const first = trips[0]?.head;
  // A trip exported by Roadbook becomes a trip as it was, unless it goes into another with more.
  const asItWas = trips.length === 1 && existingTripId === null ? first?.asItWas : undefined;
  const { start, end } = asItWas && first ? { start: first.startDate, end: first.endDate } : span(trips);
  return {
    ref,
    existingTripId,
    head: {
      key: ref,
      name: first?.name ?? null,
      summary: trips.length === 1 ? (first?.summary ?? null) : null,
      startDate: start,
      endDate: end,
      asItWas,
    },
    parts: trips.map((trip) => ({
      sourceKey: sourceKeyOf(kind, trip),
      stops: trip.stops,
      points: trip.points,
    })),
    photos: trips.flatMap((trip, part) => trip.photos.map((photo) => ({ ...photo, part }))),
  };
}

/**
 * Into the chosen trip everything goes; otherwise each Polarsteps or Roadbook trip is a trip of its own, and the
 * tracks of several files, or a location history, make one trip together, in time order.
 */
export function targetsOf(
  kind: ImportKind,
  collected: ReadonlyMap<string, CollectedTrip>,
  tripId: number | null,
): ImportTarget[] {
  const trips = [...collected.values()].sort(
    (a, b) => (span([a]).start?.getTime() ?? 0) - (span([b]).start?.getTime() ?? 0),
  );
  if (trips.length === 0) return [];
  if (tripId !== null) return [targetOf('target:0', kind, trips, tripId)];
  if (tripsOfTheirOwn(kind))
    return trips.map((trip, index) => targetOf(`target:${index}`, kind, [trip], null));
  return [targetOf('target:0', kind, trips, null)];
}

/** A route point as `import_made.point_keys` holds it: 48 bits of a hash of where and when. */
export function pointKey(point: TrackPoint): number {
  return createHash('sha1')
    .update(`${point.lat},${point.lng},${point.time ?? ''}`)
    .digest()
    .readUIntBE(0, 6);
}
