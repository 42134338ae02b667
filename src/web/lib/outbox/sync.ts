import { ApiError, apiRequest, ifMatch } from '@/lib/api';
import {
  forgetWrite,
  keepWrite,
  markRefused,
  noteServerFailure,
  type WaitingWrite,
  waitingWrites,
} from './store';

type Sent = (write: WaitingWrite, reply: unknown) => void;
const sentListeners = new Set<Sent>();
/** Called for each waiting write the server stored, with its reply: the page reads that trip again. */
export const onWriteSent = (listener: Sent) => {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
};

function bodyOf(write: WaitingWrite): unknown {
  if (!write.form) return write.body;
  const form = new FormData();
  for (const [name, value] of Object.entries(write.form.fields)) form.append(name, value);
  form.append(write.form.field, write.form.file, write.form.fileName);
  return form;
}

const send = async (write: WaitingWrite) =>
  (
    await apiRequest(write.method, write.url, bodyOf(write), {
      ...write.headers,
      'Idempotency-Key': write.key,
    })
  ).json();

/**
 * Keeps a write on the device as it is, to be sent with the others when the network returns; with the key it was
 * sent with already, should it have reached the server after all.
 */
export const keepForLater = ({
  key = crypto.randomUUID(),
  ...write
}: Omit<WaitingWrite, 'key' | 'madeAt'> & { key?: string }) =>
  keepWrite({ ...write, key, madeAt: new Date().toISOString() });

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
  // The same key: should the write have reached the server after all, it is not stored twice.
  await keepWrite(keyed);
  return 'kept';
}

let sending: Promise<void> | null = null;
const RETRY_MS = 30_000;
const SERVER_FAILURES_SHOWN = 4;

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
          // Not reached, or the server is busy: the round ends, and the write is sent again with the next one.
          if (!(error instanceof ApiError) || error.status === 429) return;
          // A server failing on this one write, round after round, would hold back every write after it: after a
          // few rounds it is shown as refused, for the traveller to send again or drop, and the others go on.
          if (error.status >= 500 && (await noteServerFailure(write)) < SERVER_FAILURES_SHOWN) return;
          const currentVersion = (error.current as { version?: unknown } | undefined)?.version;
          await markRefused(write, {
            message: error.message,
            code: error.code,
            currentVersion: typeof currentVersion === 'number' ? currentVersion : undefined,
          });
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

/** Sends what waits now, whenever the network returns, and every half minute. */
export function startSendingWaitingWrites(): void {
  window.addEventListener('online', () => void sendWaitingWrites());
  // A write kept because the server could not be reached, though the browser reported a network, is tried
  // again meanwhile too.
  setInterval(() => void sendWaitingWrites(), RETRY_MS);
  void sendWaitingWrites();
}

/**
 * The traveller's choice for a refused write: sent again (with a new key), and for an edit refused because
 * someone changed the thing meanwhile, made over their version ("keep mine"). Dropping it is `forgetWrite`.
 */
export async function sendAgain(write: WaitingWrite): Promise<void> {
  if (write.id === undefined) return;
  const { id, refused, serverFailures, ...again } = write;
  const headers =
    refused?.currentVersion === undefined
      ? again.headers
      : { ...again.headers, ...ifMatch(refused.currentVersion) };
  await forgetWrite(id);
  await keepWrite({ ...again, headers, key: crypto.randomUUID() });
  await sendWaitingWrites();
}
