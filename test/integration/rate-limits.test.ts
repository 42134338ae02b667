import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from '../../src/server/features/auth/rate-limits';
import { startTestServer, type TestServer } from '../support/server';
import { newAccount, signUp } from '../support/users';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('rate limits', () => {
  it('locks an account after repeated wrong passwords, even with the right one', async () => {
    server = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS });
    const { account } = await signUp(server.client());
    const attempts = DEFAULT_AUTH_LIMITS.loginFailuresPerAccount.points;
    for (let i = 0; i < attempts; i++) {
      const response = await server
        .client()
        .post('/api/login', { username: account.username, password: 'wrong one' });
      expect(response.status).toBe(401);
    }
    const locked = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minute/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts simultaneous guesses, and the username and e-mail of one account share one budget', async () => {
    server = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS });
    const { account } = await signUp(server.client());
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server
          ?.client()
          .post('/api/login', { username: i % 2 ? account.email : account.username, password: `guess ${i}` }),
      ),
    );
    const statuses = guesses.map((response) => response?.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      DEFAULT_AUTH_LIMITS.loginFailuresPerAccount.points,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - DEFAULT_AUTH_LIMITS.loginFailuresPerAccount.points,
    );
  });

  it('limits sign-in attempts per address', async () => {
    const rule = { points: 3, seconds: 60 };
    server = await startTestServer({ authLimits: { ...DEFAULT_AUTH_LIMITS, loginPerIp: rule } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await server.client().post('/api/login', { username: `someone${i}`, password: 'x' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits sign-ups and reset requests per address', async () => {
    const rule = { points: 2, seconds: 60 };
    server = await startTestServer({
      authLimits: { ...DEFAULT_AUTH_LIMITS, registerPerIp: rule, forgotPerIp: rule },
    });
    const signUps = [];
    for (let i = 0; i < 3; i++)
      signUps.push((await server.client().post('/api/register', newAccount())).status);
    expect(signUps).toEqual([201, 201, 429]);
    const forgot = [];
    for (let i = 0; i < 3; i++) {
      forgot.push((await server.client().post('/api/forgot-password', { email: 'a@example.com' })).status);
    }
    expect(forgot).toEqual([200, 200, 429]);
  });
});
