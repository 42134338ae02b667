import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { addShareOpenings } from './repo';

/** How often counted openings are written. */
const WRITE_EVERY_MS = 5_000;

/**
 * Openings of share links, counted in memory and written to the database together: every few seconds, before
 * an owner reads the counts, and when the server stops. A shared read then does no writing of its own.
 */
export interface ShareOpenings {
  count(shareId: number): void;
  /** Writes what was counted so far; reads of the counts made after it see them. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

type Pending = Map<number, { openings: number; lastOpenedAt: Date }>;

export function createShareOpenings(db: Executor, log: FastifyBaseLogger): ShareOpenings {
  let pending: Pending = new Map();
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await addShareOpenings(
        db,
        [...batch].map(([id, counted]) => ({ id, ...counted })),
      );
    } catch (error) {
      // Kept for the next write rather than lost.
      for (const [id, counted] of batch) {
        const later = pending.get(id);
        pending.set(id, {
          openings: counted.openings + (later?.openings ?? 0),
          lastOpenedAt: later?.lastOpenedAt ?? counted.lastOpenedAt,
        });
      }
      throw error;
    }
  };
  // One write at a time, in order.
  const flush = () => {
    const next = writing.then(write);
    writing = next.catch(() => {});
    return next;
  };
  const timer = setInterval(() => {
    flush().catch((error) => log.warn({ err: error }, 'share link openings could not be written'));
  }, WRITE_EVERY_MS);
  timer.unref();

  return {
    count(shareId) {
      const counted = pending.get(shareId);
      if (counted) {
        counted.openings += 1;
        counted.lastOpenedAt = new Date();
      } else {
        pending.set(shareId, { openings: 1, lastOpenedAt: new Date() });
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
