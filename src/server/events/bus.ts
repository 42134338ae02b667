import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../db/client';

/** The one PostgreSQL channel every server listens on; a message names its topic inside. */
const CHANNEL = 'roadbook_events';
/** How long to wait before listening again after the listening connection was lost; doubled at each failure. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;
/** How long connecting and starting to listen may take before the attempt is given up. */
const CONNECT_MS = 10_000;

export type Listener = (data: unknown) => void;
/** Told whenever this server starts or stops hearing messages (messages sent meanwhile are lost). */
export type HearingListener = (hearing: boolean) => void;

/** How long a round trip waits for its own message before the listening connection counts as lost. */
const ROUND_TRIP_MS = 2_000;
/** While listening, a round trip runs at least this often, so a connection that stopped delivering is noticed. */
const HEARTBEAT_MS = 5_000;
const CAUGHT_UP = 'caught-up';

/**
 * Messages between the app servers sharing one database, carried by PostgreSQL LISTEN/NOTIFY. A message
 * published inside a transaction is delivered when it commits, and not at all if it rolls back; every server
 * (the publishing one too) hands it to its subscribers of the topic.
 */
export interface EventBus {
  /** Publishes each message on the topic, in the order given. */
  publish(db: Executor, topic: string, ...messages: unknown[]): Promise<void>;
  /** Listens to a topic until the returned function is called; resolves once messages are received. */
  subscribe(topic: string, listener: Listener): Promise<() => void>;
  /** Calls `listener` at every change of whether messages are heard; resolves once they are, or first fail to be. */
  watchHearing(listener: HearingListener): Promise<void>;
  /**
   * Resolves true once every message committed before this call has been handed to this server's subscribers
   * (PostgreSQL delivers them in commit order), false if messages are not being heard or that took too long.
   */
  awaitCommittedMessages(): Promise<boolean>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, message: string): void;
}

export function createEventBus(connection: pg.ClientConfig, log: Logger): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const hearingListeners = new Set<HearingListener>();
  /** Round trips under way, by their message, each settled when it comes back or the connection is given up. */
  const roundTripsUnderWay = new Map<string, (heard: boolean) => void>();
  // Every server hears every round trip's message; each knows its own by this prefix.
  const self = randomUUID();
  let roundTrips = 0;
  let client: pg.Client | null = null;
  /** Whether messages are known to arrive: set once a round trip on the connection came back. */
  let heard = false;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** Attempts in a row that did not come to hearing: they space the next ones out, and only the first warns. */
  let failures = 0;
  /** The connection being made, until it listens or is given up. */
  let pending: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let round: Promise<boolean> | null = null;
  let nextRound: Promise<boolean> | null = null;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: { topic: string; data: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.topic === CAUGHT_UP) roundTripsUnderWay.get(String(message.data))?.(true);
    for (const listener of listeners.get(message.topic) ?? []) listener(message.data);
  };
  const setHeard = (value: boolean) => {
    if (heard === value) return;
    heard = value;
    for (const listener of hearingListeners) listener(value);
  };
  const listenAgainSoon = () => {
    if (closed || retry) return;
    const wait = Math.min(RECONNECT_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures++;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, wait);
  };
  /** A warning for the first failure of a run, not for every attempt while the database stays away. */
  const warnOnce = (obj: unknown, message: string) => {
    if (failures === 0) log.warn(obj, message);
  };

  /** Gives up a connection that failed or stopped delivering, and listens again on a new one in a moment. */
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    setHeard(false);
    for (const settle of roundTripsUnderWay.values()) settle(false);
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    lost.end().catch(() => {});
    if (listeners.size > 0 || hearingListeners.size > 0) listenAgainSoon();
  };

  /** A message sent on `on` and heard back: on the listening connection, which hears its own messages. */
  const roundTrip = (on: pg.Client): Promise<boolean> => {
    const id = `${self}.${++roundTrips}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      roundTripsUnderWay.set(id, resolve);
      timer = setTimeout(() => {
        warnOnce({ waitedMs: ROUND_TRIP_MS }, 'the database’s messages are not arriving; listening again');
        resolve(false);
        lose(on);
      }, ROUND_TRIP_MS);
      on.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic: CAUGHT_UP, data: id })]).catch(
        () => {
          resolve(false);
          lose(on);
        },
      );
    });
    return back.finally(() => {
      clearTimeout(timer);
      roundTripsUnderWay.delete(id);
    });
  };

  /**
   * One round trip at a time: a wait asked for while one is under way (whose message may have been sent
   * before the asker's change committed) waits for the next, which serves everyone who asked meanwhile.
   */
  const awaitCommittedMessages = (): Promise<boolean> => {
    if (!round) {
      const on = client;
      if (!on || !heard) return Promise.resolve(false);
      round = roundTrip(on).finally(() => {
        round = null;
      });
      return round;
    }
    nextRound ??= round.then(() => {
      nextRound = null;
      return awaitCommittedMessages();
    });
    return nextRound;
  };

  // The listening connection is made when the first topic is subscribed, and made again whenever it is lost.
  // Messages count as heard once one sent on it has come back (a pooler in transaction mode would not deliver
  // them), and as long as each heartbeat comes back.
  const listen = (): Promise<void> => {
    if (client || connecting || closed) return connecting ?? Promise.resolve();
    // Named, so that operators (and tests) can tell it in pg_stat_activity; kept alive, so that a connection cut
    // somewhere on the way is noticed.
    const next = new pg.Client({ ...connection, application_name: 'roadbook-events', keepAlive: true });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      warnOnce({ err: error }, 'event listening connection lost');
      lose(next);
    });
    pending = next;
    // A connection that stalls before it listens is given up like one that fails.
    const giveUp = setTimeout(() => void next.end().catch(() => {}), CONNECT_MS);
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(async () => {
        clearTimeout(giveUp);
        if (closed) {
          void next.end().catch(() => {});
          return;
        }
        client = next;
        if (!(await roundTrip(next)) || client !== next || closed) return;
        failures = 0;
        setHeard(true);
        heartbeat = setInterval(() => void awaitCommittedMessages(), HEARTBEAT_MS);
        heartbeat.unref();
      })
      .catch((error) => {
        warnOnce({ err: error }, 'could not listen for events');
        if (client === next) lose(next);
        else next.end().catch(() => {});
        listenAgainSoon();
      })
      .finally(() => {
        clearTimeout(giveUp);
        if (pending === next) pending = null;
        connecting = null;
      });
    return connecting;
  };

  return {
    async publish(db, topic, ...messages) {
      const notices = messages.map((data) => sql`pg_notify(${CHANNEL}, ${JSON.stringify({ topic, data })})`);
      if (notices.length > 0) await db.execute(sql`select ${sql.join(notices, sql`, `)}`);
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
    async watchHearing(listener) {
      hearingListeners.add(listener);
      if (heard) listener(true);
      await listen();
    },
    awaitCommittedMessages,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const settle of roundTripsUnderWay.values()) settle(false);
      // A connection still being made is ended without waiting for it: a stalled one may never say it ended.
      void pending?.end().catch(() => {});
      await Promise.race([connecting, delay(ROUND_TRIP_MS, undefined, { ref: false })]);
      setHeard(false);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
