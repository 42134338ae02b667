import { randomBytes } from 'node:crypto';
import { setRoleByUsernames } from '../../src/server/features/users/repo';
import type { TestClient } from './http-client';
import type { TestServer } from './server';

export interface NewAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `traveller_${tag}`,
    email: `traveller_${tag}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'correct horse',
    ...overrides,
  };
}

/** Registers through the API, which also signs the client in. */
export async function signUp(client: TestClient, overrides: Partial<NewAccount> = {}) {
  const account = newAccount(overrides);
  const response = await client.post('/api/register', account);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { account, user: response.body as { id: number; username: string; email: string } };
}

/** Administrators are made at start-up or from the shell, never by signing up: tests grant the role directly. */
export async function makeAdmin(server: Pick<TestServer, 'database'>, username: string): Promise<void> {
  await setRoleByUsernames(server.database.db, [username], 'admin');
}
