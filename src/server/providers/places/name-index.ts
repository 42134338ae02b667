import { normalizePlaceName } from './normalize';
import type { Pausable } from './pausable';

/** Ends every name in `text`; below any character a normalized name holds (letters, digits, spaces). */
const END = '\n';
const END_CODE = 10;
const SPACE_CODE = 32;
/** Items of a loop between two pauses of a build. */
const PAUSE_EVERY = 2048;
/** A range of keys this small is sorted without a pause. */
const SORT_WITHOUT_PAUSE = 4096;

/**
 * Prefix search over many names. The keys are each normalized name and each of its later words to the name's
 * end ("fort collins", "collins"), kept as positions in one string of every normalized name and sorted by the
 * text from there: one entry per key in typed arrays rather than one string and object each.
 */
export class NameIndex {
  private constructor(
    private readonly text: string,
    /** Where each key begins in `text`, sorted by the key, then by position. */
    private readonly keys: Uint32Array,
    /** The place of each key. */
    private readonly keyPlaces: Uint32Array,
  ) {}

  /** Builds the index of the names, pausing now and then. */
  static *build(names: { size: number; name(index: number): string }): Pausable<NameIndex> {
    const normalized: string[] = [];
    const nameStarts = new Uint32Array(names.size);
    for (let place = 0, start = 0; place < names.size; place++) {
      const name = normalizePlaceName(names.name(place));
      normalized.push(name);
      nameStarts[place] = start;
      start += name.length + 1;
      if (place % PAUSE_EVERY === 0) yield;
    }
    const text = normalized.join(END) + END;
    const found: number[] = [];
    for (let i = 0, atStart = true; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (atStart && code !== END_CODE) found.push(i);
      atStart = code === END_CODE || code === SPACE_CODE;
      if (i % (PAUSE_EVERY * 8) === 0) yield;
    }
    const keys = Uint32Array.from(found);
    yield* sortKeys(text, keys);
    const keyPlaces = new Uint32Array(keys.length);
    for (let i = 0; i < keys.length; i++) {
      keyPlaces[i] = placeAt(nameStarts, keys[i] as number);
      if (i % PAUSE_EVERY === 0) yield;
    }
    return new NameIndex(text, keys, keyPlaces);
  }

  /** Every key starting with `prefix` (normalized, not empty) in key order: its place, whether the key is the
   * whole name, and whether it is exactly `prefix`. */
  forEachMatch(prefix: string, visit: (place: number, wholeName: boolean, exact: boolean) => void): void {
    const { text, keys } = this;
    for (let i = this.lowerBound(prefix); i < keys.length; i++) {
      const position = keys[i] as number;
      if (!text.startsWith(prefix, position)) break;
      visit(
        this.keyPlaces[i] as number,
        position === 0 || text.charCodeAt(position - 1) === END_CODE,
        text.charCodeAt(position + prefix.length) === END_CODE,
      );
    }
  }

  /** The first key not below `prefix`. */
  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keyBelow(this.keys[mid] as number, prefix)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private keyBelow(position: number, prefix: string): boolean {
    for (let i = 0; i < prefix.length; i++) {
      const key = this.text.charCodeAt(position + i);
      const wanted = prefix.charCodeAt(i);
      if (key !== wanted) return key < wanted;
    }
    return false;
  }
}

/** The place whose name starts last at or before `position`. */
function placeAt(nameStarts: Uint32Array, position: number): number {
  let low = 0;
  let high = nameStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if ((nameStarts[mid] as number) <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Sorts key positions by the text from each to the END after it (by UTF-16 code unit, as `<` compares strings),
 * equal keys by position: a three-way radix quicksort, several times faster here than `sort` with a comparator.
 * It pauses before each range of more than a few thousand keys.
 */
function* sortKeys(text: string, keys: Uint32Array): Pausable<void> {
  const at = (key: number, depth: number) => text.charCodeAt((keys[key] as number) + depth);
  const swap = (a: number, b: number) => {
    const kept = keys[a] as number;
    keys[a] = keys[b] as number;
    keys[b] = kept;
  };
  const compare = (a: number, b: number, depth: number) => {
    for (let d = depth; ; d++) {
      const x = text.charCodeAt(a + d);
      const y = text.charCodeAt(b + d);
      if (x !== y) return x - y;
      if (x === END_CODE) return a - b;
    }
  };
  /** Splits keys `from` to `to` by their code at `depth` around a pivot code: where the keys equal to it lie. */
  const partition = (from: number, to: number, depth: number) => {
    const pivot = at((from + to) >>> 1, depth);
    let below = from;
    let above = to - 1;
    for (let i = from; i <= above; ) {
      const code = at(i, depth);
      if (code < pivot) swap(below++, i++);
      else if (code > pivot) swap(i, above--);
      else i++;
    }
    return { pivot, below, above };
  };
  /**
   * After a partition, the keys equal to the pivot: sorted by position when the pivot ends them (the range is
   * done, null), else the range to go on with one code deeper.
   */
  const equalToPivot = ({ pivot, below, above }: ReturnType<typeof partition>) => {
    if (pivot !== END_CODE) return { from: below, to: above + 1 };
    keys.subarray(below, above + 1).sort();
    return null;
  };
  const sort = (from: number, to: number, depth: number): void => {
    while (to - from > 1) {
      if (to - from <= 12) {
        for (let i = from + 1; i < to; i++) {
          const key = keys[i] as number;
          let j = i;
          for (; j > from && compare(keys[j - 1] as number, key, depth) > 0; j--)
            keys[j] = keys[j - 1] as number;
          keys[j] = key;
        }
        return;
      }
      const parts = partition(from, to, depth);
      sort(from, parts.below, depth);
      sort(parts.above + 1, to, depth);
      const equal = equalToPivot(parts);
      if (!equal) return;
      ({ from, to } = equal);
      depth++;
    }
  };
  /** The same sort, pausing before each large range. */
  function* sortPausing(from: number, to: number, depth: number): Pausable<void> {
    while (to - from > SORT_WITHOUT_PAUSE) {
      yield;
      const parts = partition(from, to, depth);
      yield* sortPausing(from, parts.below, depth);
      yield* sortPausing(parts.above + 1, to, depth);
      const equal = equalToPivot(parts);
      if (!equal) return;
      ({ from, to } = equal);
      depth++;
    }
    sort(from, to, depth);
  }
  yield* sortPausing(0, keys.length, 0);
}
