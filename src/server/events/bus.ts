import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../db/client';

/** The one PostgreSQL channel every server listens on; a message names its topic inside. */
const CHANNEL = 'roadbook_events';
/** How long to wait before listening again after the listening connection was lost. */
const RECONNECT_MS = 1_000;

export type Listener = (data: unknown) => void;
/** Told whenever this server starts or stops hearing messages (messages sent meanwhile are lost). */
export type HearingListener = (hearing: boolean) => void;

/** How long a catch-up waits for its own message before giving up. */
const CATCH_UP_MS = 2_000;
const CAUGHT_UP = 'caught-up';

/**
 * Messages between the app servers sharing one database, carried by PostgreSQL LISTEN/NOTIFY. A message
 * published inside a transaction is delivered when it commits, and not at all if it rolls back; every server
 * (the publishing one too) hands it to its subscribers of the topic.
 */
export interface EventBus {
  publish(db: Executor, topic: string, data: unknown): Promise<void>;
  /** Listens to a topic until the returned function is called; resolves once messages are received. */
  subscribe(topic: string, listener: Listener): Promise<() => void>;
  /** Calls `listener` at every change of whether messages are heard; resolves once they are, or first fail to be. */
  watchHearing(listener: HearingListener): Promise<void>;
  /**
   * Resolves true once every message committed before this call has been handed to this server's subscribers
   * (PostgreSQL delivers them in commit order), false if messages are not being heard or that took too long.
   */
  catchUp(): Promise<boolean>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, message: string): void;
}

export function createEventBus(connection: pg.ClientConfig, log: Logger): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const hearingListeners = new Set<HearingListener>();
  const catchingUp = new Map<string, () => void>();
  // Every server hears every catch-up message; each knows its own by this prefix.
  const self = randomUUID();
  let catchUps = 0;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: { topic: string; data: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.topic === CAUGHT_UP) catchingUp.get(String(message.data))?.();
    for (const listener of listeners.get(message.topic) ?? []) listener(message.data);
  };
  const hearing = (heard: boolean) => {
    for (const listener of hearingListeners) listener(heard);
  };

  // The listening connection is made when the first topic is subscribed, and made again whenever it is lost.
  const listen = (): Promise<void> => {
    if (client || connecting || closed) return connecting ?? Promise.resolve();
    // Named, so that operators (and tests) can tell it in pg_stat_activity.
    const next = new pg.Client({ ...connection, application_name: 'roadbook-events' });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'event listening connection lost');
      if (client === next) {
        client = null;
        hearing(false);
      }
      next.end().catch(() => {});
      if (!closed && (listeners.size > 0 || hearingListeners.size > 0))
        retry = setTimeout(() => void listen(), RECONNECT_MS);
    });
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        client = next;
        hearing(true);
      })
      .catch((error) => {
        log.warn({ err: error }, 'could not listen for events');
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void listen(), RECONNECT_MS);
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  const publish = async (db: Executor, topic: string, data: unknown) => {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ topic, data })})`);
  };

  return {
    publish,
    async subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      await listen();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    async watchHearing(listener) {
      hearingListeners.add(listener);
      if (client) listener(true);
      await listen();
    },
    async catchUp() {
      // Sent on the listening connection itself, which hears its own messages and has no queue of work to wait for.
      const listening = client;
      if (!listening) return false;
      const id = `${self}.${++catchUps}`;
      let timer: NodeJS.Timeout | undefined;
      // The wait is bounded as a whole: a connection that stops answering without an error holds no request.
      const heard = new Promise<boolean>((resolve) => {
        catchingUp.set(id, () => resolve(true));
        timer = setTimeout(() => {
          log.warn({ waitedMs: CATCH_UP_MS }, 'the database’s messages were not heard in time');
          resolve(false);
        }, CATCH_UP_MS);
        listening
          .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic: CAUGHT_UP, data: id })])
          .catch(() => resolve(false));
      });
      try {
        return await heard;
      } finally {
        clearTimeout(timer);
        catchingUp.delete(id);
      }
    },
    async close() {
      closed = true;
      hearing(false);
      if (retry) clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
