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
  /** A write making a stop: the id the device shows it by until the server's reply gives its own. */
  standIn?: number;
  /**
   * The stop the write adds to or changes (a photo, a voice memo): shown on it while the write waits. A stand-in
   * here is replaced, wherever the write names it, by the server's id once that stop is stored.
   */
  stopId?: number;
  /** The server's refusal, kept until the traveller chooses what to do. */
  refused?: { message: string; code: string | null; currentVersion?: number };
  /** Rounds in a row in which the server failed on it (a 5xx): past a few, it stops holding the others back. */
  serverFailures?: number;
}

/** A photo's upload, whose progress a sync shows. */
export const isPhoto = (write: WaitingWrite): boolean => write.form?.field === 'photo';

export const isVoiceMemo = (write: WaitingWrite): boolean => write.form?.field === 'voiceMemo';
