import { type PreparedBody, PreparedJson } from './prepared-body';
import { VersionedCache } from './versioned-cache';

const DEFAULT_MEGABYTES = 32;

/**
 * Replies to reads, serialised once per version of what they show (`VersionedCache`): a reply sits in a slot
 * (what it shows, for whom) under the version it shows (a trip's `contentVersion`, which the database raises on
 * every change), and the least recently read slots make room when the cache is full.
 */
export class ReadCache {
  private readonly replies: VersionedCache<PreparedBody>;

  constructor(megabytes = DEFAULT_MEGABYTES) {
    this.replies = new VersionedCache({ maxSize: megabytes * 1024 * 1024, sizeOf: (body) => body.cacheSize });
  }

  /** The JSON reply of `slot` at `version`, made from what `read` returns when missing. */
  json(slot: string, version: string, read: () => Promise<unknown>): Promise<PreparedJson> {
    return this.replies.get(slot, version, async () => new PreparedJson(await read()));
  }

  /**
   * The reply of `slot` at `version`, made by `make` when missing (null when it makes none, which is not kept);
   * simultaneous misses share one making.
   */
  reply(
    slot: string,
    version: string,
    make: () => Promise<PreparedBody | null>,
  ): Promise<PreparedBody | null> {
    return this.replies.get(slot, version, make);
  }
}
