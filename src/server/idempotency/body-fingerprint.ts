import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The boundary of a multipart body, which a client chooses anew each time it sends the same form. */
function boundaryOf(contentType: string | undefined): Buffer | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? Buffer.from(boundary) : null;
}

/**
 * SHA-256 of a request's method, path and body as they arrive, with a form's boundary left out wherever it
 * occurs: the same form sent twice has the same fingerprint.
 */
export class BodyFingerprint {
  private readonly hash = createHash('sha256');
  private readonly boundary: Buffer | null;
  /** The last bytes of what arrived, which may be the start of a boundary the next chunk ends. */
  private carry = Buffer.alloc(0);

  constructor(method: string, url: string, contentType: string | undefined) {
    this.boundary = boundaryOf(contentType);
    this.hash.update(`${method} ${url}\n`);
  }

  update(chunk: Buffer): void {
    if (!this.boundary) {
      this.hash.update(chunk);
      return;
    }
    const bytes = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let from = 0;
    for (let at = bytes.indexOf(this.boundary, from); at !== -1; at = bytes.indexOf(this.boundary, from)) {
      this.hash.update(bytes.subarray(from, at));
      from = at + this.boundary.length;
    }
    const keep = Math.max(from, bytes.length - (this.boundary.length - 1));
    this.hash.update(bytes.subarray(from, keep));
    this.carry = Buffer.from(bytes.subarray(keep));
  }

  digest(): string {
    this.hash.update(this.carry);
    return this.hash.digest('hex');
  }
}

/**
 * Follows a request's body as whoever reads it (the JSON parser, the form reader) reads it, without reading it
 * itself: the stream stays paused until then. Resolves with the fingerprint once the body has ended.
 */
export function fingerprintBody(raw: IncomingMessage, method: string, url: string): Promise<string> {
  const fingerprint = new BodyFingerprint(method, url, raw.headers['content-type']);
  const ended = new Promise<string>((resolve, reject) => {
    raw.on('data', (chunk: Buffer) => fingerprint.update(chunk));
    raw.once('end', () => resolve(fingerprint.digest()));
    raw.once('error', reject);
  });
  raw.pause();
  ended.catch(() => undefined);
  return ended;
}
