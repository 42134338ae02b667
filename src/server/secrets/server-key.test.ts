import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { decodeSecretKey } from './key-text';
import { SECRET_KEY_FILE, serverSecretKey } from './server-key';

const folders: string[] = [];
const dataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
};

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the server’s secret key', () => {
  it('is made once in the data folder, readable by Roadbook’s user only, and read again after', () => {
    const dir = dataDir();
    const made = serverSecretKey({ dataDir: dir });
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(made?.length).toBe(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(serverSecretKey({ dataDir: dir })).toEqual(made);
    // Its one line also works as SECRET_KEY, for a move to DATABASE_URL.
    expect(decodeSecretKey(fs.readFileSync(file, 'utf8'))).toEqual(made);
  });

  it('is SECRET_KEY when set, and nothing is written', () => {
    const dir = dataDir();
    const secretKey = randomBytes(32);
    expect(serverSecretKey({ dataDir: dir, secretKey })).toBe(secretKey);
    expect(serverSecretKey({ dataDir: dir, secretKey, databaseUrl: 'postgres://db/roadbook' })).toBe(
      secretKey,
    );
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
  });

  it('is none on DATABASE_URL without SECRET_KEY', () => {
    const dir = dataDir();
    expect(serverSecretKey({ dataDir: dir, databaseUrl: 'postgres://db/roadbook' })).toBeNull();
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
  });

  it('stops the start when the file holds something else', () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), 'not a key\n');
    expect(() => serverSecretKey({ dataDir: dir })).toThrow(ConfigError);
  });
});

describe('a key as written', () => {
  it('reads 64 hexadecimal digits, base64 and base64url', () => {
    const key = randomBytes(32);
    expect(decodeSecretKey(key.toString('hex'))).toEqual(key);
    expect(decodeSecretKey(` ${key.toString('base64')}\n`)).toEqual(key);
    expect(decodeSecretKey(key.toString('base64url'))).toEqual(key);
    expect(decodeSecretKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(decodeSecretKey('correct horse battery staple')).toBeNull();
  });
});
