import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults: 19 MiB, 2 passes, 1 lane — OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** Compares in constant work whether or not an account was found, so timing does not reveal accounts. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash?.startsWith('$argon2')) {
    dummyHash ??= hash('roadbook-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
