import { LRUCache } from 'lru-cache';

/** How much a cache keeps: a number of values, or a size in all, each value's size told by `sizeOf`. */
export type CacheLimit<T> = { max: number } | { maxSize: number; sizeOf: (value: T) => number };

/**
 * Values kept in slots (what they show, for whom), each under the version it was made from, so that a change is
 * never served stale: a newer version takes its slot's place, the least recently read slots make room (a value
 * bigger than the whole cache is not kept), and simultaneous misses of one version share one making.
 */
export class VersionedCache<T extends object> {
  private readonly slots: LRUCache<string, { version: string; value: T }>;
  private readonly making = new Map<string, Promise<T | null>>();

  constructor(limit: CacheLimit<T>) {
    this.slots =
      'max' in limit
        ? new LRUCache({ max: limit.max })
        : new LRUCache({ maxSize: limit.maxSize, sizeCalculation: ({ value }) => limit.sizeOf(value) });
  }

  /** Whether the value of `slot` at `version` is kept. */
  has(slot: string, version: string): boolean {
    return this.slots.peek(slot)?.version === version;
  }

  /** The value of `slot` at `version`, made by `make` when missing (null when it makes none, which is not kept). */
  async get<M extends T | null>(slot: string, version: string, make: () => Promise<M>): Promise<M> {
    const known = this.slots.get(slot);
    if (known?.version === version) return known.value as M;
    const key = `${slot}@${version}`;
    let pending = this.making.get(key);
    if (!pending) {
      pending = make()
        .then((value) => {
          if (value !== null) this.slots.set(slot, { version, value });
          return value;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending as Promise<M>;
  }
}
