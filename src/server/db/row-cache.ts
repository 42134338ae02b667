import { LRUCache } from 'lru-cache';
import type { EventBus } from '../events/bus';

/** The topic of the database's announcements of changed rows (migration 0020): a `kind:id` tag each. */
const ROWS_CHANGED = 'rows-changed';
const MAX_ENTRIES = 5_000;
/** A bound on an entry's life should an announcement ever go astray; rows are read again this often at most. */
const TTL_MS = 60_000;

interface Entry {
  value: object;
  tags: readonly string[];
}

/** A read under way: the tags announced since it began, and whether everything was forgotten meanwhile. */
interface Loading {
  announced: Set<string>;
  forgotten: boolean;
}

/** What the database announces when a whole table is emptied (TRUNCATE): forget everything. */
const EVERYTHING = '*';

/** Tags of what a row was read from, as the database announces them: `user:5`, `trip:12`. */
export const userTag = (id: number) => `user:${id}`;
export const tripTag = (id: number) => `trip:${id}`;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The rows nearly every request reads (a session's user, a share link with its trip and owner, a trip), kept in
 * memory instead of read from PostgreSQL each time (decision record 022). The database announces every change to
 * those rows to every server when it commits, whoever made it (triggers of migration 0020), and an entry is
 * forgotten as soon as one of the tags it was read from is announced. Entries are used only while this server
 * hears the announcements: when the listening connection is lost, everything is forgotten and reads go to the
 * database until it is back. A read that was under way when a change to what it read was announced is not kept,
 * so a row read before a change cannot outlive it. Entries are frozen: a request that changes one must copy it.
 */
export class RowCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loading = new Set<Loading>();
  private hearing = false;
  private watching = false;

  constructor(private readonly events: EventBus) {
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: TTL_MS,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  /**
   * The row under `key`, from memory or else from `load`, with the tags it was read from. A missing row is not
   * kept: it is looked for again next time.
   */
  async read<T extends object>(
    key: string,
    load: () => Promise<T | undefined>,
    tagsOf: (value: T) => readonly string[],
  ): Promise<T | undefined> {
    this.watch();
    if (this.hearing) {
      const kept = this.entries.get(key);
      if (kept) return kept.value as T;
    }
    const loading: Loading = { announced: new Set(), forgotten: false };
    this.loading.add(loading);
    let value: T | undefined;
    try {
      value = await load();
    } finally {
      this.loading.delete(loading);
    }
    if (!value || !this.hearing || loading.forgotten) return value;
    const tags = tagsOf(value);
    // Read before a change to it was announced: it may show the row as it was.
    if (tags.some((tag) => loading.announced.has(tag))) return value;
    this.entries.set(key, { value: deepFreeze(value), tags });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    return value;
  }

  /**
   * Resolves once this server has heard every change committed before the call; a request that changed rows
   * waits for it before it answers, so the next request sees its change.
   */
  async awaitCommittedChanges(): Promise<void> {
    if (!this.hearing) return;
    // Not heard in time (or not sent): nothing kept can be trusted.
    const heard = await this.events.awaitCommittedMessages();
    if (!heard) this.forgetAll();
  }

  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    // Both listeners are in place before the first message can arrive: none is missed while hearing.
    void this.events.subscribe(ROWS_CHANGED, (tag) =>
      tag === EVERYTHING ? this.forgetAll() : this.forget(String(tag)),
    );
    void this.events.watchHearing((hearing) => {
      this.hearing = hearing;
      this.forgetAll();
    });
  }

  private forget(tag: string): void {
    for (const loading of this.loading) loading.announced.add(tag);
    for (const key of this.keysByTag.get(tag) ?? []) this.entries.delete(key);
  }

  private forgetAll(): void {
    for (const loading of this.loading) loading.forgotten = true;
    this.entries.clear();
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
