import { randomBytes } from 'node:crypto';
import type { TestClient } from './http-client';

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
