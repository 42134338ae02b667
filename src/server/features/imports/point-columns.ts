import type { Hash } from 'node:crypto';
import type { TrackPoint } from '../../../common/tracks/geometry';

/**
 * Route points kept as columns of numbers rather than as objects: a third of the memory, and no strings, for the
 * hundreds of thousands of points of a location history. Times are kept as milliseconds (NaN: none).
 */
export class PointColumns {
  private lat = new Float64Array(1024);
  private lng = new Float64Array(1024);
  private time = new Float64Array(1024);
  private ele = new Float64Array(1024);
  private gap = new Uint8Array(1024);
  length = 0;

  push(point: TrackPoint): void {
    if (this.length === this.lat.length) this.grow();
    const at = this.length++;
    this.lat[at] = point.lat;
    this.lng[at] = point.lng;
    this.time[at] = point.time ? Date.parse(point.time) : Number.NaN;
    this.ele[at] = point.ele ?? Number.NaN;
    this.gap[at] = point.gapBefore ? 1 : 0;
  }

  private grow(): void {
    const size = this.lat.length * 2;
    const bigger = <T extends Float64Array | Uint8Array>(old: T, make: (n: number) => T) => {
      const copy = make(size);
      copy.set(old);
      return copy;
    };
    this.lat = bigger(this.lat, (n) => new Float64Array(n));
    this.lng = bigger(this.lng, (n) => new Float64Array(n));
    this.time = bigger(this.time, (n) => new Float64Array(n));
    this.ele = bigger(this.ele, (n) => new Float64Array(n));
    this.gap = bigger(this.gap, (n) => new Uint8Array(n));
  }

  timeAt(index: number): number {
    return this.time[index] as number;
  }

  /** The point as a route stores it; `gapBefore` as given (a line may start here). */
  at(index: number, gapBefore = this.gap[index] === 1): TrackPoint {
    const time = this.time[index] as number;
    const ele = this.ele[index] as number;
    return {
      lat: this.lat[index] as number,
      lng: this.lng[index] as number,
      ...(Number.isNaN(ele) ? {} : { ele }),
      ...(Number.isNaN(time) ? {} : { time: new Date(time).toISOString() }),
      ...(gapBefore ? { gapBefore: true } : {}),
    };
  }

  /** Where and when each point is, as bytes: what a source's key is made of. */
  hashInto(hash: Hash): void {
    for (const column of [this.lat, this.lng, this.time]) {
      hash.update(new Uint8Array(column.buffer, 0, this.length * Float64Array.BYTES_PER_ELEMENT));
    }
  }

  everyTimed(): boolean {
    for (let index = 0; index < this.length; index++) if (Number.isNaN(this.time[index])) return false;
    return true;
  }
}

/** A place in one of several columns. */
interface Ref {
  columns: PointColumns;
  index: number;
}

/**
 * The points of several sources as one route, read in chunks so that no more than a chunk is ever held as
 * objects: in time order when every point has a time (the order of an index, sorted), else source after source,
 * each starting a new line. `asGiven`: a route coming back from an export stays as it was, in its order and
 * with its lines.
 */
export function mergedRoute(
  sources: readonly PointColumns[],
  { asGiven = false }: { asGiven?: boolean } = {},
) {
  const total = sources.reduce((sum, columns) => sum + columns.length, 0);
  const timed = !asGiven && sources.every((columns) => columns.everyTimed());
  const source = new Uint16Array(total);
  const index = new Uint32Array(total);
  let at = 0;
  sources.forEach((columns, number) => {
    for (let i = 0; i < columns.length; i++, at++) {
      source[at] = number;
      index[at] = i;
    }
  });
  const ref = (position: number): Ref => ({
    columns: sources[source[position] as number] as PointColumns,
    index: index[position] as number,
  });
  let order: Uint32Array = Uint32Array.from({ length: total }, (_, i) => i);
  if (timed) {
    const times = new Float64Array(total);
    for (let i = 0; i < total; i++) {
      const { columns, index: n } = ref(i);
      times[i] = columns.timeAt(n);
    }
    order = order.sort((a, b) => (times[a] as number) - (times[b] as number));
  }
  return {
    length: total,
    *chunks(size: number): Generator<TrackPoint[]> {
      for (let start = 0; start < total; start += size) {
        const chunk: TrackPoint[] = [];
        for (let i = start; i < Math.min(total, start + size); i++) {
          const { columns, index: n } = ref(order[i] as number);
          // Sorted in time, the sources' lines run together; one after another, each source starts a line.
          const startsSource = !timed && n === 0 && i > 0;
          chunk.push(columns.at(n, timed ? false : startsSource || undefined));
        }
        yield chunk;
      }
    },
  };
}
