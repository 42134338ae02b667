import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from '../config';
import { decodeSecretKey, encodeSecretKey } from './key-text';
import { createSealer, type Sealer } from './seal';

/** Beside the embedded database in the data folder; its one line also works as SECRET_KEY. */
export const SECRET_KEY_FILE = 'secret-key';

/**
 * The key this server seals values with: SECRET_KEY when set; else, with the embedded database, one made on the
 * first start and kept in the data folder; none for a server on DATABASE_URL without SECRET_KEY, whose data
 * folder may be its own while the database is shared (decision record 039).
 */
export function serverSecretKey(
  config: Pick<Config, 'secretKey' | 'databaseUrl' | 'dataDir'>,
): Buffer | null {
  if (config.secretKey) return config.secretKey;
  if (config.databaseUrl) return null;
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${encodeSecretKey(randomBytes(32))}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = decodeSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError(
      `${file} does not hold a 32-byte key: restore it from a backup, or remove it (travellers then link their Immich servers again)`,
    );
  return key;
}

/** The sealer of this server, or null when it has no key: features that seal values are then off. */
export function createSecrets(config: Config): Sealer | null {
  const key = serverSecretKey(config);
  return key ? createSealer(key) : null;
}
