import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written to a file as its entries are added, a chunk at a time, waiting for the disk when it falls behind:
 * an account of any size needs no more memory than a chunk. Pictures and sound are stored as they are (they do
 * not compress); text is deflated.
 */
export function zipFile(path: string) {
  const out = fs.createWriteStream(path);
  let failed: Error | null = null;
  let behind = false;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  finished.catch(() => undefined);
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      return;
    }
    if (!out.write(chunk)) behind = true;
    if (final) out.end();
  });
  const keepUp = async () => {
    if (failed) throw failed;
    if (behind) {
      behind = false;
      await once(out, 'drain');
    }
  };
  return {
    async addStream(name: string, source: Readable, onChunk?: (chunk: Buffer) => void): Promise<void> {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of source as AsyncIterable<Buffer>) {
        onChunk?.(chunk);
        entry.push(chunk);
        await keepUp();
      }
      entry.push(new Uint8Array(0), true);
      await keepUp();
    },
    async addText(name: string, text: string): Promise<void> {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(text), true);
      await keepUp();
    },
    async end(): Promise<number> {
      zip.end();
      await finished;
      if (failed) throw failed;
      return out.bytesWritten;
    },
    abort(): void {
      zip.terminate();
      out.destroy();
    },
  };
}
