import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../db/client';

/** The one PostgreSQL channel every server listens on; a message names its topic inside. */
const CHANNEL = 'roadbook_events';
/** How long to wait before listening again after the listening connection was lost. */
const RECONNECT_MS = 1_000;

export type Listener = (data: unknown) => void;

/**
 * Messages between the app servers sharing one database, carried by PostgreSQL LISTEN/NOTIFY. A message
 * published inside a transaction is delivered when it commits, and not at all if it rolls back; every server
 * (the publishing one too) hands it to its subscribers of the topic.
 */
export interface EventBus {
  publish(db: Executor, topic: string, data: unknown): Promise<void>;
  /** Listens to a topic until the returned function is called; resolves once messages are received. */
  subscribe(topic: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, message: string): void;
}

export function createEventBus(connection: pg.ClientConfig, log: Logger): EventBus {
  const listeners = new Map<string, Set<Listener>>();
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
    for (const listener of listeners.get(message.topic) ?? []) listener(message.data);
  };

  // The listening connection is made when the first topic is subscribed, and made again whenever it is lost.
  const listen = (): Promise<void> => {
    if (client || connecting || closed) return connecting ?? Promise.resolve();
    const next = new pg.Client(connection);
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'event listening connection lost');
      if (client === next) client = null;
      next.end().catch(() => {});
      if (!closed && listeners.size > 0) retry = setTimeout(() => void listen(), RECONNECT_MS);
    });
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        client = next;
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

  return {
    async publish(db, topic, data) {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ topic, data })})`);
    },
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
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
