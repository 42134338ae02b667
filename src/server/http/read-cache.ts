import { LRUCache } from 'lru-cache';
import { PreparedJson } from './prepared-body';

const DEFAULT_MEGABYTES = 32;

/**
 * Replies to reads, serialised once per version of what they show. A reply sits in a slot (what it shows, for
 * whom) under the version it shows (a trip's `contentVersion`, which the database raises on every change), so a
 * change is never served stale; a newer version takes the slot's place, and the least recently read slots make
 * room when the cache is full.
 */
export class ReadCache {
  private readonly replies: LRUCache<string, { version: string; body: PreparedJson }>;
  private readonly building = new Map<string, Promise<PreparedJson>>();

  constructor(megabytes = DEFAULT_MEGABYTES) {
    this.replies = new LRUCache({
      maxSize: megabytes * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.cacheSize,
    });
  }

  /** The reply of `slot` at `version`, built by `read` when missing; simultaneous misses share one build. */
  async json(slot: string, version: string, read: () => Promise<unknown>): Promise<PreparedJson> {
    const cached = this.replies.get(slot);
    if (cached?.version === version) return cached.body;
    const key = `${slot}@${version}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = read()
        .then((value) => {
          const body = new PreparedJson(value);
          // A reply bigger than the whole cache is sent without being kept.
          if (body.cacheSize <= this.replies.maxSize) this.replies.set(slot, { version, body });
          return body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }
}
