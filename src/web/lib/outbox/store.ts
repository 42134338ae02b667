import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isStandIn, withServerId } from './stand-ins';
import type { WaitingWrite } from './waiting-write';

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: WaitingWrite };
  /**
   * The server's id of each stop sent from under a stand-in, by the stand-in: a write the page makes for the stop
   * after it was sent (a dialog opened on it just before) still reaches it.
   */
  serverIds: { key: number; value: number };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;
const database = () => {
  opened ??= openDB<OutboxSchema>('roadbook-outbox', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
      if (oldVersion < 2) db.createObjectStore('serverIds');
    },
  });
  return opened;
};

const listeners = new Set<() => void>();
export const onOutboxChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => {
  for (const listener of listeners) listener();
};

/** In the order they were made. */
export const waitingWrites = async (): Promise<WaitingWrite[]> => (await database()).getAll('writes');

/** As it is now: sent, discarded or given a server's id since it was read. */
export const waitingWrite = async (id: number): Promise<WaitingWrite | undefined> =>
  (await database()).get('writes', id);

/** Kept after the others; one for a stop already sent from under its stand-in names the server's id instead. */
export async function keepWrite(write: WaitingWrite): Promise<void> {
  const transaction = (await database()).transaction(['writes', 'serverIds'], 'readwrite');
  const { stopId } = write;
  const serverId =
    stopId !== undefined && isStandIn(stopId)
      ? await transaction.objectStore('serverIds').get(stopId)
      : undefined;
  await transaction
    .objectStore('writes')
    .add(stopId === undefined || serverId === undefined ? write : withServerId(write, stopId, serverId));
  await transaction.done;
  changed();
}

/** Kept in its place, as changed. */
export async function replaceWrite(write: WaitingWrite): Promise<void> {
  await (await database()).put('writes', write);
  changed();
}

export async function forgetWrites(ids: number[]): Promise<void> {
  const transaction = (await database()).transaction('writes', 'readwrite');
  await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
  changed();
}

/**
 * Forgets a write the server stored. One that made a stop under a stand-in leaves the server's id in its place
 * in every write waiting for that stop, in the same transaction: a reload can come before or after, never between.
 */
export async function forgetSentWrite(
  write: WaitingWrite & { id: number },
  serverId?: number,
): Promise<void> {
  const transaction = (await database()).transaction(['writes', 'serverIds'], 'readwrite');
  const writes = transaction.objectStore('writes');
  await writes.delete(write.id);
  const { standIn } = write;
  if (standIn !== undefined && serverId !== undefined) {
    await transaction.objectStore('serverIds').put(serverId, standIn);
    for (let cursor = await writes.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.stopId === standIn) await cursor.update(withServerId(cursor.value, standIn, serverId));
    }
  }
  await transaction.done;
  changed();
}

export async function markRefused(write: WaitingWrite, refused: WaitingWrite['refused']): Promise<void> {
  await (await database()).put('writes', { ...write, refused });
  changed();
}

/** Counts a round in which the server failed on the write. */
export async function noteServerFailure(write: WaitingWrite): Promise<number> {
  const serverFailures = (write.serverFailures ?? 0) + 1;
  await (await database()).put('writes', { ...write, serverFailures });
  return serverFailures;
}

/** At sign-out: what the account left waiting is not left on the device. */
export async function forgetAllWrites(): Promise<void> {
  const transaction = (await database()).transaction(['writes', 'serverIds'], 'readwrite');
  await Promise.all([
    transaction.objectStore('writes').clear(),
    transaction.objectStore('serverIds').clear(),
    transaction.done,
  ]);
  changed();
}
