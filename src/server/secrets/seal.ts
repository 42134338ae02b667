import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Values kept unreadable in the database, such as a traveller's API key of another service (decision record 039). */
export interface Sealer {
  /**
   * `v1.<iv>.<tag>.<ciphertext>`, each part base64url. `purpose` (such as `immich:42`) is bound to the value:
   * unsealing it for another purpose fails, so a sealed value copied to another row is of no use there.
   */
  seal(plain: string, purpose: string): string;
  /** Throws UnsealError for a value changed, sealed with another key or for another purpose. */
  unseal(sealed: string, purpose: string): string;
}

export class UnsealError extends Error {
  constructor(message = 'The sealed value cannot be opened with this server’s key') {
    super(message);
    this.name = 'UnsealError';
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM with a random 96-bit IV for each value. */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('A sealing key has 32 bytes');
  return {
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    unseal(sealed, purpose) {
      const [version, ...encoded] = sealed.split('.');
      const [iv, tag, ciphertext] = encoded.map((part) => Buffer.from(part, 'base64url'));
      if (
        version !== VERSION ||
        encoded.length !== 3 ||
        iv?.length !== IV_BYTES ||
        tag?.length !== TAG_BYTES ||
        !ciphertext
      ) {
        throw new UnsealError('Not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new UnsealError();
      }
    },
  };
}
