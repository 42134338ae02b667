import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

export interface Credentials {
  user: string;
  password: string;
}

/** The superuser's name and random password, kept beside the cluster in a file only Roadbook's user reads. */
export function loadOrCreateCredentials(file: string): Credentials {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const credentials = { user: 'roadbook', password: randomBytes(24).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600, flag: 'wx' });
  return credentials;
}
