import { type ImportEntry, UnreadableEntry } from './found';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/**
 * The whole of an entry, refused when it declares or turns out to hold more than `max` bytes, or cannot be read
 * (a damaged archive).
 */
export async function readEntryBytes(entry: ImportEntry, max: number): Promise<Buffer> {
  const tooLarge = () => new UnreadableEntry(entry.path, `${entry.path} is larger than ${megabytes(max)}`);
  if (entry.size > max) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = await entry.open();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > max) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof UnreadableEntry) throw error;
    throw new UnreadableEntry(entry.path, `${entry.path} could not be read`);
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total);
}

/** An entry as UTF-8 text (a byte-order mark dropped), bounded as readEntryBytes is. */
export async function readEntryText(entry: ImportEntry, max: number): Promise<string> {
  return new TextDecoder().decode(await readEntryBytes(entry, max));
}

/** The first bytes of an entry (at most `bytes`), to tell what it is; nothing when it cannot be read. */
export async function readEntryHead(entry: ImportEntry, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  let stream: Awaited<ReturnType<ImportEntry['open']>> | undefined;
  try {
    stream = await entry.open();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= bytes) break;
    }
  } catch {
    return Buffer.alloc(0);
  } finally {
    stream?.destroy();
  }
  return Buffer.concat(chunks, total).subarray(0, bytes);
}

/** The first bytes as text, without a byte-order mark or leading white space. */
export async function readTextHead(entry: ImportEntry, bytes: number): Promise<string> {
  return new TextDecoder().decode(await readEntryHead(entry, bytes)).trimStart();
}
