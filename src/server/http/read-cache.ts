import { LRUCache } from 'lru-cache';
import { PreparedJson } from './prepared-json';

const DEFAULT_MEGABYTES = 32;

/**
 * Replies to reads, serialised once per version of what they show. A key names the version (a trip's
 * `contentVersion`, which the database raises on every change), so a change is never served stale and nothing
 * has to be removed by hand; the least recently read replies make room when the cache is full.
 */
export class ReadCache {
  private readonly replies: LRUCache<string, PreparedJson>;
  private readonly building = new Map<string, Promise<PreparedJson>>();

  constructor(megabytes = DEFAULT_MEGABYTES) {
    this.replies = new LRUCache({
      maxSize: megabytes * 1024 * 1024,
      sizeCalculation: (body) => body.cacheSize,
    });
  }

  /** The reply under `key`, built by `read` when missing; simultaneous misses share one build. */
  async json(key: string, read: () => Promise<unknown>): Promise<PreparedJson> {
    const cached = this.replies.get(key);
    if (cached) return cached;
    let pending = this.building.get(key);
    if (!pending) {
      pending = read()
        .then((value) => {
          const body = new PreparedJson(value);
          // A reply bigger than the whole cache is sent without being kept.
          if (body.cacheSize <= this.replies.maxSize) this.replies.set(key, body);
          return body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }
}
