import { LRUCache } from 'lru-cache';
import { type PreparedBody, PreparedJson } from './prepared-body';

const DEFAULT_MEGABYTES = 32;

/**
 * Replies to reads, serialised once per version of what they show. A reply sits in a slot (what it shows, for
 * whom) under the version it shows (a trip's `contentVersion`, which the database raises on every change), so a
 * change is never served stale; a newer version takes the slot's place, and the least recently read slots make
 * room when the cache is full.
 */
export class ReadCache {
  private readonly replies: LRUCache<string, { version: string; body: PreparedBody }>;
  private readonly building = new Map<string, Promise<PreparedBody | null>>();

  constructor(megabytes = DEFAULT_MEGABYTES) {
    this.replies = new LRUCache({
      maxSize: megabytes * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.cacheSize,
    });
  }

  /** The JSON reply of `slot` at `version`, made from what `read` returns when missing. */
  json(slot: string, version: string, read: () => Promise<unknown>): Promise<PreparedJson> {
    return this.reply(slot, version, async () => new PreparedJson(await read())) as Promise<PreparedJson>;
  }

  /**
   * The reply of `slot` at `version`, made by `make` when missing (null when it makes none, which is not kept);
   * simultaneous misses share one making.
   */
  async reply(
    slot: string,
    version: string,
    make: () => Promise<PreparedBody | null>,
  ): Promise<PreparedBody | null> {
    const cached = this.replies.get(slot);
    if (cached?.version === version) return cached.body;
    const key = `${slot}@${version}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = make()
        .then((body) => {
          // A reply bigger than the whole cache is sent without being kept.
          if (body && body.cacheSize <= this.replies.maxSize) this.replies.set(slot, { version, body });
          return body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }
}
