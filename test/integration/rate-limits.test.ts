import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { ACCOUNT_GUESSED_MESSAGE, DEFAULT_AUTH_LIMITS } from '../../src/server/features/auth/rate-limits';
import { startTestServer, type TestServer } from '../support/server';
import { newAccount, signUp } from '../support/users';

let server: TestServer | undefined;

async function resetTokenMailedTo(on: TestServer, email: string): Promise<string> {
  const [mail] = await on.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.text.match(/\/auth\?reset=(\S+)/);
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}
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

  it('refuses the 101st sign-in in a row from new addresses, right password or not, but not the owner where they signed in before', async () => {
    server = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS, env: { TRUST_PROXY: 'true' } });
    const { account } = await signUp(server.client());
    const signIn = (password: string, address: string) =>
      server
        ?.client()
        .post('/api/login', { username: account.username, password }, { 'x-forwarded-for': address });
    expect((await signIn(account.password, '203.0.113.7'))?.status).toBe(200);

    const ceiling = DEFAULT_AUTH_LIMITS.loginFailuresPerAccount.points;
    expect(ceiling).toBe(100);
    // Five from each of twenty addresses: under the limits per address, so only the account's count can refuse.
    const statuses: number[] = [];
    for (let batch = 0; batch < ceiling / 10; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) =>
        signIn(`wrong ${batch}-${i}`, `198.51.100.${batch * 2 + (i % 2)}`),
      );
      for (const guess of await Promise.all(guesses)) statuses.push(guess?.status ?? 0);
    }
    expect(statuses).toEqual(Array(ceiling).fill(401));

    const refused = await signIn(account.password, '192.0.2.50');
    expect(refused?.status).toBe(429);
    expect(refused?.body).toEqual({ code: 'rate_limited', message: ACCOUNT_GUESSED_MESSAGE });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await signIn(account.password, '203.0.113.7'))?.status).toBe(200);
    // The owner's sign-in started the count over: a new address is let in again.
    expect((await signIn(account.password, '192.0.2.50'))?.status).toBe(200);
    expect((await signIn('wrong again', '192.0.2.51'))?.status).toBe(401);
  });

  it('starts the count of failures in a row over when the owner resets the password by e-mail', async () => {
    server = await startTestServer({
      authLimits: { ...DEFAULT_AUTH_LIMITS, loginFailuresPerAccount: { points: 3, seconds: 60 } },
      env: { TRUST_PROXY: 'true' },
    });
    const { account } = await signUp(server.client());
    const signIn = (password: string, address: string) =>
      server
        ?.client()
        .post('/api/login', { username: account.username, password }, { 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) expect((await signIn('wrong', `198.51.100.${i}`))?.status).toBe(401);
    expect((await signIn(account.password, '192.0.2.50'))?.status).toBe(429);

    expect((await server.client().post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const token = await resetTokenMailedTo(server, account.email);
    const password = 'brand new pass';
    const reset = await server
      .client()
      .post('/api/reset-password', { token, password, confirmPassword: password });
    expect(reset.status).toBe(200);
    expect((await signIn(password, '192.0.2.50'))?.status).toBe(200);
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
