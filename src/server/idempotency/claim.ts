import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../db/client';
import { takeKey } from './repo';

/** A write under way that was sent with an `Idempotency-Key`. */
export interface KeyedWrite {
  userId: number;
  key: string;
  /** Resolves once the body has been read whole. */
  fingerprint: Promise<string>;
  /** Whether this request's change took the key: its reply is then kept for the key. */
  took: boolean;
}

const keyedWrites = new AsyncLocalStorage<KeyedWrite>();

export const runKeyedWrite = (write: KeyedWrite, next: () => void) => keyedWrites.run(write, next);

/** Another request with the same key stored its change first: this one's is rolled back, and it gets that reply. */
export class KeyAlreadyUsed extends Error {
  constructor(readonly write: KeyedWrite) {
    super('This Idempotency-Key was used by a change stored meanwhile');
  }
}

/**
 * Called at the start of every transaction a keyed write may make (the trip changes, the photo upload, the voice
 * memo): the key is taken in the same transaction as the change, so it is taken exactly when the change is
 * stored. Outside a keyed request, or once its first transaction took the key, it does nothing.
 */
export async function takeIdempotencyKey(tx: Executor): Promise<void> {
  const write = keyedWrites.getStore();
  if (!write || write.took) return;
  const fingerprint = await write.fingerprint;
  if (!(await takeKey(tx, { userId: write.userId, key: write.key, fingerprint })))
    throw new KeyAlreadyUsed(write);
  write.took = true;
}
