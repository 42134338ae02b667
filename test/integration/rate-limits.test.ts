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
  it('never lets wrong passwords from other addresses lock the owner out', async () => {
    server = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS, env: { TRUST_PROXY: 'true' } });
    const { account } = await signUp(server.client());
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const perAddress = DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp.points;
    const statuses: number[] = [];
    for (let i = 0; i < 3 * perAddress + 1; i++) {
      const guess = await server
        .client()
        .post(
          '/api/login',
          { username: account.username, password: `wrong ${i}` },
          from(`198.51.100.${i % 3}`),
        );
      statuses.push(guess.status);
    }
    expect(statuses).toEqual([...Array(3 * perAddress).fill(401), 429]);
    const owner = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password }, from('203.0.113.7'));
    expect(owner.status).toBe(200);
  });

  it('slows guesses on one account from one address, even with the right password', async () => {
    server = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS, env: { TRUST_PROXY: 'true' } });
    const { account } = await signUp(server.client());
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const attempts = DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp.points;
    for (let i = 0; i < attempts; i++) {
      const guess = await server
        .client()
        .post('/api/login', { username: account.username, password: 'wrong one' }, from('198.51.100.1'));
      expect(guess.status).toBe(401);
    }
    const blocked = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password }, from('198.51.100.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minute/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops guessing spread over many addresses at a ceiling that spares addresses the owner signed in from', async () => {
    server = await startTestServer({
      authLimits: { ...DEFAULT_AUTH_LIMITS, loginFailuresPerAccount: { points: 6, seconds: 60 } },
      env: { TRUST_PROXY: 'true' },
    });
    const { account } = await signUp(server.client());
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const right = { username: account.username, password: account.password };
    expect((await server.client().post('/api/login', right, from('203.0.113.7'))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const guess = await server
        .client()
        .post('/api/login', { username: account.username, password: 'wrong' }, from(`198.51.100.${i}`));
      statuses.push(guess.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await server.client().post('/api/login', right, from('192.0.2.50'))).status).toBe(429);
    expect((await server.client().post('/api/login', right, from('203.0.113.7'))).status).toBe(200);
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
      DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp.points,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndIp.points,
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
