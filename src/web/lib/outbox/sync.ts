import { ApiError, apiRequest } from '@/lib/api';
import { forgetWrite, keepWrite, markRefused, type WaitingWrite, waitingWrites } from './store';

type Sent = (write: WaitingWrite, reply: unknown) => void;
const sentListeners = new Set<Sent>();
/** Called for each waiting write the server stored, with its reply: the page reads that trip again. */
export const onWriteSent = (listener: Sent) => {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
};

const send = async (write: WaitingWrite) =>
  (await apiRequest(write.method, write.url, write.body, { 'Idempotency-Key': write.key })).json();

/**
 * Sends a write now, or keeps it on the device when there is no network (none at all, or the request could
 * not reach the server): 'kept' then, and it is sent with the others when the network returns. The server's
 * refusal of a write sent now is thrown, as any refusal.
 */
export async function sendOrKeep<T>(write: Omit<WaitingWrite, 'key' | 'madeAt'>): Promise<T | 'kept'> {
  const keyed: WaitingWrite = { ...write, key: crypto.randomUUID(), madeAt: new Date().toISOString() };
  if (navigator.onLine) {
    try {
      return (await send(keyed)) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  await keepWrite(keyed);
  return 'kept';
}

let sending: Promise<void> | null = null;

/**
 * Sends the waiting writes in the order they were made, each once. A refusal is kept beside the write for the
 * traveller to choose; a write that cannot reach the server ends the round, which the next return of the
 * network (or the next start) resumes.
 */
export function sendWaitingWrites(): Promise<void> {
  sending ??= (async () => {
    try {
      for (const write of await waitingWrites()) {
        if (write.refused || write.id === undefined) continue;
        let reply: unknown;
        try {
          reply = await send(write);
        } catch (error) {
          if (!(error instanceof ApiError)) return;
          await markRefused(write, { message: error.message, code: error.code });
          continue;
        }
        await forgetWrite(write.id);
        for (const listener of sentListeners) listener(write, reply);
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Sends what waits now and whenever the network returns. */
export function startSendingWaitingWrites(): void {
  window.addEventListener('online', () => void sendWaitingWrites());
  void sendWaitingWrites();
}

/** The traveller's choice for a refused write: sent again as it is (with a new key), or dropped. */
export async function sendAgain(write: WaitingWrite): Promise<void> {
  if (write.id === undefined) return;
  const { id, refused, ...again } = write;
  await forgetWrite(id);
  await keepWrite({ ...again, key: crypto.randomUUID() });
  await sendWaitingWrites();
}
