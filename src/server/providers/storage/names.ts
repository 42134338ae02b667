import type { StorageArea } from './storage';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Names are chosen by the server; one that is not of that form never reaches a disk path or a bucket key. */
export const isSafeName = (name: string) => SAFE_NAME.test(name) && !name.includes('..');

export function assertSafeName(name: string): void {
  if (!isSafeName(name)) throw new Error(`unsafe file name: ${name}`);
}

export const STORAGE_AREAS: StorageArea[] = ['photos', 'shared', 'thumbs', 'voice', 'imports', 'exports'];
