import { setTimeout as delay } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { type Executor, rowsOf } from '../db/client';
import { quietAfterBursts } from './quiet-after-bursts';

/** A kind of background work: its queue, how often it is retried, and what doing one job means. */
export interface JobKind<T extends object> {
  name: string;
  /** Tries after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** At most one job waits per key (`send`'s singletonKey); a second one sent meanwhile is dropped. */
  oneWaitingPerKey?: boolean;
  /**
   * With `oneWaitingPerKey`: a job waits this long before it may run, and what is sent with its key meanwhile is
   * dropped, so a burst of changes is worked on once, after it.
   */
  gatherSeconds?: number;
  /** A cron line ("* * * * *") on which one job with empty data is sent, by whichever server comes first. */
  cron?: string;
  /**
   * What it resolves to, when an object, is kept as the job's output (see `outcome`). `stopping` aborts when the
   * queue stops: a handler that has changed nothing yet throws its reason (`stopping.throwIfAborted()`, or a wait
   * given the signal) and its job goes back to the queue untouched; one already under way finishes.
   */
  handle(data: T, stopping: AbortSignal): Promise<unknown>;
}

export interface JobQueueOptions {
  /** A job still running after this long (or whose server died under it) is failed, and retried if it may be. */
  timeoutSeconds: number;
}

export interface SendOptions {
  singletonKey?: string;
  within?: Executor;
}

export interface JobQueue {
  /** Declares a kind of work; every kind is declared before start. */
  define<T extends object>(kind: JobKind<T>): void;
  /**
   * Queues a job; null when one with the same key is already waiting. `within`: the transaction of the change
   * the job follows from, so that the job exists exactly when the change commits; a refused job leaves that
   * transaction usable, for a caller that may do without the job. Its caller wakes the worker (`wake`) once the
   * transaction committed.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** This server's workers of these kinds look for jobs now rather than at their next poll. */
  wake(...names: string[]): void;
  /** Creates the queue tables when needed, then works on the declared kinds until stop; `send` starts it too. */
  start(): Promise<void>;
  /**
   * Takes no more jobs: those not begun go back to the queue untouched, and those under way are waited for (a
   * while); what is unfinished then runs again later.
   */
  stop(): Promise<void>;
  /** Which of `keys` (`send`'s singletonKey) have a job of this kind waiting or running. */
  unfinishedKeys(name: string, keys: string[]): Promise<Set<string>>;
  /** Where a job stands, with its output: what its handler resolved to, or the error of its last try. */
  outcome(name: string, id: string): Promise<JobOutcome | null>;
  /**
   * Called when a burst of work has ended: this server has handled many jobs, and none for a few seconds since
   * (the minute's routine passes alone are no burst).
   */
  whenQuiet(listener: () => void): void;
}

export interface JobOutcome {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: object | null;
}

// Any fixed number will do, different from the migrations' (db/client.ts): the same for every Roadbook server.
const QUEUE_CREATION_LOCK = 7_402_120;
const STOP_WAIT_MS = 10_000;

/**
 * pg-boss's numbered-parameter statement as one drizzle runs (on a transaction's connection). The options pg-boss
 * leaves undefined become null, which drizzle would otherwise leave out of the statement.
 */
function statementOf(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
  );
}

/** The reason a stopping queue gives its handlers. */
export class JobsStoppingError extends Error {
  constructor() {
    super('the job queue is stopping');
  }
}

/**
 * A job taken but not begun goes back to waiting as it was: pg-boss counts a try only for a job started before,
 * so clearing its start leaves its tries untouched. Should another job with its key wait already (one waits per
 * key), that one does the same work, and this one is cancelled.
 */
async function giveBack(pool: pg.Pool, name: string, id: string): Promise<void> {
  try {
    await pool.query(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, id],
    );
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await pool.query(
      `UPDATE pgboss.job SET state = 'cancelled', completed_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, id],
    );
  }
}

/** The queue lives in PostgreSQL (its own `pgboss` schema) and uses the app's connection pool. */
export function createJobQueue(
  pool: pg.Pool,
  options: JobQueueOptions,
  log: Pick<FastifyBaseLogger, 'warn'>,
): JobQueue {
  const kinds = new Map<string, JobKind<object>>();
  // Handlers and pg-boss's statements under way: stop waits for them before the pool may close.
  let underWay = 0;
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay += 1;
    return work.finally(() => {
      underWay -= 1;
    });
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(pool.query(text, values)) },
    expireInSeconds: options.timeoutSeconds,
    // Timed-out jobs are found by this check, so it runs at least as often as a job may last.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, options.timeoutSeconds)),
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  const stopping = new AbortController();
  let started: Promise<void> | null = null;
  const quiet = quietAfterBursts();
  const workers = new Map<string, string>();

  /**
   * Servers starting together on a new database would create pg-boss's tables and queues at the same moment
   * (its own cron queue while it starts, then ours), which PostgreSQL ends as a deadlock: one server starts
   * and creates them while the others wait, then finds them made.
   */
  async function startAndCreateQueues(): Promise<void> {
    const client = await pool.connect();
    // The lock's connection sits idle while pg-boss works on others: its loss is an error event, not a failed
    // query, and the process would end on it. The unlock below then fails, and the start with it.
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost = error;
    };
    client.on('error', onLost);
    try {
      await client.query('SELECT pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
      try {
        await boss.start();
        for (const kind of kinds.values()) {
          await boss.createQueue(kind.name, {
            name: kind.name,
            policy: kind.oneWaitingPerKey ? 'short' : 'standard',
            retryLimit: kind.retryLimit,
            retryDelay: kind.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: options.timeoutSeconds,
          });
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_CREATION_LOCK]);
      }
    } finally {
      client.off('error', onLost);
      client.release(lost);
    }
  }

  async function startWorking(): Promise<void> {
    await startAndCreateQueues();
    for (const kind of kinds.values()) {
      if (kind.cron) await boss.schedule(kind.name, kind.cron, {});
      const workerId: string = await boss.work<object>(kind.name, async ([job]) => {
        if (!job) return;
        try {
          stopping.signal.throwIfAborted();
          return await quiet.handling(track(kind.handle(job.data, stopping.signal)));
        } catch (error) {
          if (stopping.signal.aborted && error === stopping.signal.reason) {
            await track(giveBack(pool, kind.name, job.id));
            return;
          }
          log.warn({ err: error, job: kind.name }, 'a background job failed; it runs again if it may');
          throw error;
        } finally {
          // The next job is fetched at once rather than after the polling interval: a queue being worked
          // through runs without pauses; an empty one is polled every two seconds.
          wake(kind.name);
        }
      });
      workers.set(kind.name, workerId);
    }
  }

  function wake(...names: string[]): void {
    for (const name of names) {
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    }
  }

  function start(): Promise<void> {
    // A start that failed (the database briefly away) is tried again by the next send or start.
    started ??= startWorking().catch((error) => {
      started = null;
      throw error;
    });
    return started;
  }

  return {
    define(kind) {
      if (started) throw new Error(`job kind ${kind.name} declared after the queue started`);
      kinds.set(kind.name, kind as JobKind<object>);
    },
    async send(name, data, { singletonKey, within } = {}) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`unknown job kind ${name}`);
      await start();
      const sendOn = (executor?: Executor) =>
        boss.send(name, data, {
          singletonKey,
          startAfter: kind.gatherSeconds,
          db: executor
            ? {
                executeSql: async (text, values) => ({
                  rows: rowsOf(await executor.execute(statementOf(text, values))),
                }),
              }
            : undefined,
        });
      // In a transaction, under a savepoint: a refused job is undone alone and the caller may go on. Otherwise the
      // transaction is left failed, and PostgreSQL answers its COMMIT with a rollback rather than an error.
      const id = within ? await within.transaction((savepoint) => sendOn(savepoint)) : await sendOn();
      // This server's worker takes it now instead of at its next poll. One sent in a transaction cannot be seen
      // before the commit: its caller wakes the worker then. One that gathers is due only later.
      if (id && !within && !kind.gatherSeconds) wake(name);
      return id;
    },
    wake,
    start,
    whenQuiet: quiet.listen,
    async outcome(name, id) {
      const job = await boss.getJobById<object>(name, id);
      return job ? { state: job.state, output: (job.output as object | undefined) ?? null } : null;
    },
    async unfinishedKeys(name, keys) {
      if (keys.length === 0) return new Set();
      const found = await pool.query<{ key: string }>(
        `SELECT singleton_key AS key FROM pgboss.job
          WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'`,
        [name, keys],
      );
      return new Set(found.rows.map((row) => row.key));
    },
    async stop() {
      quiet.stop();
      stopping.abort(new JobsStoppingError());
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false });
      // pg-boss's wait misses a job fetched just as it stopped, and it records a job's outcome without
      // awaiting it; either would then use a pool already closed, and fail the process. A job still running
      // after the wait (each of its statements and calls has its own time limit) is waited for as long as a job
      // may run at all: the pool closes under no statement.
      if (underWay > 0) log.warn(`waiting for ${underWay} background jobs still under way`);
      const until = Date.now() + options.timeoutSeconds * 1000;
      while (underWay > 0 && Date.now() < until) await delay(20);
    },
  };
}
