import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context';
import { badRequest, HttpError, payloadTooLarge } from '../../http/errors';

/** Reads a photo or memo of an import to a temporary file, bounded, with its hash and its first `headBytes`. */
export async function receiveSource(ctx: AppContext, source: Readable, maxBytes: number, headBytes = 0) {
  const tempPath = ctx.storage.tempPath('.import');
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw payloadTooLarge('Larger than the upload limit');
          if (size - chunk.length < headBytes) head.push(chunk);
          hash.update(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(tempPath),
    );
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    if (error instanceof HttpError) throw error;
    // A damaged entry of an archive (its checksum or size wrong), or a download cut off: this file is left out,
    // the rest of the import goes on.
    throw badRequest('Could not be read: the file is damaged or was cut off');
  }
  return {
    tempPath,
    size,
    head: Buffer.concat(head).subarray(0, headBytes),
    sha256: hash.digest('hex'),
  };
}
