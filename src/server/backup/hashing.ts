import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Fingerprint {
  bytes: number;
  sha256: string;
}

/** A stream passing its data on unchanged, counting and hashing it on the way. */
export function fingerprinting(): Transform & { fingerprint(): Fingerprint } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { fingerprint: () => ({ bytes, sha256: hash.digest('hex') }) });
}

/** Copies `from` to the new file `to`, reading it once for both the copy and its fingerprint. */
export async function copyFingerprinted(from: string, to: string, mode = 0o666): Promise<Fingerprint> {
  const tap = fingerprinting();
  await pipeline(fs.createReadStream(from), tap, fs.createWriteStream(to, { flags: 'wx', mode }));
  return tap.fingerprint();
}

export async function fingerprintOf(file: string): Promise<Fingerprint> {
  const tap = fingerprinting();
  await pipeline(fs.createReadStream(file), tap, async (source) => {
    for await (const _ of source);
  });
  return tap.fingerprint();
}
