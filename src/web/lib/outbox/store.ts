import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A write made on this device and not yet stored by the server, kept in IndexedDB until it is. */
export interface WaitingWrite {
  id?: number;
  /** Sent as `Idempotency-Key`: a write sent twice (a lost reply, a reload mid-sync) is stored once. */
  key: string;
  method: 'POST' | 'PUT';
  url: string;
  /** Such as the `If-Match` of an edit made from a version. */
  headers?: Record<string, string>;
  /** A JSON body, or none when the write is a form. */
  body: unknown;
  /** A form's fields and file (a photo kept on the device until it is sent). */
  form?: { fields: Record<string, string>; field: string; file: Blob; fileName: string };
  tripId: number;
  /** What the traveller sees it as, such as "New stop: Goblin Valley". */
  label: string;
  madeAt: string;
  /** A stop made where the traveller stands: named after its place once the server has it. */
  nameFromPlace?: boolean;
  /** The server's refusal, kept until the traveller chooses what to do. */
  refused?: { message: string; code: string | null; currentVersion?: number };
  /** Rounds in a row in which the server failed on it (a 5xx): past a few, it stops holding the others back. */
  serverFailures?: number;
}

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: WaitingWrite };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;
const database = () => {
  opened ??= openDB<OutboxSchema>('roadbook-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
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

export async function keepWrite(write: WaitingWrite): Promise<void> {
  await (await database()).add('writes', write);
  changed();
}

export async function forgetWrite(id: number): Promise<void> {
  await (await database()).delete('writes', id);
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
  await (await database()).clear('writes');
  changed();
}
