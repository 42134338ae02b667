import { ApiError, apiRequest, ifMatch } from '@/lib/api';
import { sendForm } from '@/lib/send-form';
import { tellPhotoSending } from './photo-progress';
import { waitsForStop } from './stand-ins';
import {
  forgetSentWrite,
  keepWrite,
  markRefused,
  noteServerFailure,
  replaceWrite,
  waitingWrite,
  waitingWrites,
} from './store';
import { isPhoto, type WaitingWrite } from './waiting-write';

type Sent = (write: WaitingWrite, reply: unknown) => void;
const sentListeners = new Set<Sent>();
/** Called for each waiting write the server stored, with its reply: the page reads that trip again. */
export const onWriteSent = (listener: Sent) => {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
};

function formOf({ fields, field, file, fileName }: NonNullable<WaitingWrite['form']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, fileName);
  return form;
}

/** A form goes by XMLHttpRequest, whose upload events tell how much of its file is sent. */
async function send(write: WaitingWrite, onProgress: (percent: number) => void = () => undefined) {
  const headers = { ...write.headers, 'Idempotency-Key': write.key };
  if (write.form)
    return sendForm<unknown>(write.url, formOf(write.form), onProgress, { headers, method: write.method })
      .done;
  return (await apiRequest(write.method, write.url, write.body, headers)).json();
}

/**
 * Keeps a write on the device as it is, to be sent with the others when the network returns; with the key it was
 * sent with already, should it have reached the server after all.
 */
export const keepForLater = async ({
  key = crypto.randomUUID(),
  ...write
}: Omit<WaitingWrite, 'key' | 'madeAt'> & { key?: string }) => {
  const kept: WaitingWrite = { ...write, key, madeAt: new Date().toISOString() };
  await keepWrite(kept);
  sendAfterItsStop(kept);
};

/** A write for a stop the server does not have yet goes after it, which may be on its way now. */
function sendAfterItsStop(write: WaitingWrite): void {
  if (navigator.onLine && waitsForStop(write)) void sendWaitingWrites();
}

/**
 * Sends a write now, or keeps it on the device when there is no network (none at all, or the request could
 * not reach the server), or when it is for a stop still waiting itself: 'kept' then, and it is sent with the
 * others. The server's refusal of a write sent now is thrown, as any refusal.
 */
export async function sendOrKeep<T>(write: Omit<WaitingWrite, 'key' | 'madeAt'>): Promise<T | 'kept'> {
  const keyed: WaitingWrite = { ...write, key: crypto.randomUUID(), madeAt: new Date().toISOString() };
  if (navigator.onLine && !waitsForStop(keyed)) {
    try {
      return (await send(keyed)) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  // The same key: should the write have reached the server after all, it is not stored twice.
  await keepWrite(keyed);
  sendAfterItsStop(keyed);
  return 'kept';
}

let sending: Promise<void> | null = null;
/** Asked for while a round was under way: another follows it, for the writes kept meanwhile. */
let askedAgain = false;
const RETRY_MS = 30_000;
const SERVER_FAILURES_SHOWN = 4;

const serverIdIn = (reply: unknown) => {
  const id = (reply as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Sends the waiting writes in the order they were made, each once; the photos among them tell how far they are.
 * A refusal is kept beside the write for the traveller to choose, and the writes for a refused stop wait with it;
 * a write that cannot reach the server ends the round, which the next return of the network (or the next start)
 * resumes.
 */
export function sendWaitingWrites(): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    try {
      const round = await waitingWrites();
      const photos = round.filter((write) => !write.refused && isPhoto(write));
      for (const { id } of round) {
        // As it is now: a stop sent before it may have given it the server's id, or the traveller discarded it.
        const write = id === undefined ? undefined : await waitingWrite(id);
        if (!write || write.id === undefined || write.refused || waitsForStop(write)) continue;
        const writeId = write.id;
        const photo = photos.findIndex((other) => other.id === writeId) + 1;
        const progress = (percent: number) =>
          photo > 0 && tellPhotoSending({ writeId, number: photo, count: photos.length, percent });
        let reply: unknown;
        try {
          progress(0);
          reply = await send(write, progress);
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
        } finally {
          tellPhotoSending(null);
        }
        await forgetSentWrite({ ...write, id: writeId }, serverIdIn(reply));
        for (const listener of sentListeners) listener(write, reply);
      }
    } finally {
      sending = null;
      if (askedAgain) {
        askedAgain = false;
        void sendWaitingWrites();
      }
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
 * The traveller's choice for a refused write: sent again in its place (with a new key), and for an edit refused
 * because someone changed the thing meanwhile, made over their version ("keep mine"). Dropping it is
 * `forgetWrites`.
 */
export async function sendAgain(write: WaitingWrite): Promise<void> {
  const { refused, serverFailures, ...again } = write;
  const headers =
    refused?.currentVersion === undefined
      ? again.headers
      : { ...again.headers, ...ifMatch(refused.currentVersion) };
  await replaceWrite({ ...again, headers, key: crypto.randomUUID() });
  await sendWaitingWrites();
}
