import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { newAccount, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'chief_admin' } });
});
afterAll(() => server.close());

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const client = server.client();
    const account = newAccount();
    const response = await client.post('/api/register', account);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username: account.username,
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscriptionTier: 'free',
      isAdmin: false,
    });
    expect(response.text).not.toContain('password');
    expect(response.text).not.toContain(account.password);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('roadbook_sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(account.username);

    const [row] = await server.database.db.select().from(users).where(eq(users.id, response.body.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %o with "%s"', async (override, message) => {
    const response = await server.client().post('/api/register', newAccount(override));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'validation' });
  });

  it('names the missing field when a field is absent', async () => {
    const { lastName: _dropped, ...rest } = newAccount();
    const response = await server.client().post('/api/register', rest);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Last name is required');
  });

  it('refuses a taken username or e-mail in any case with 409', async () => {
    const { account } = await signUp(server.client());
    const sameName = await server
      .client()
      .post('/api/register', newAccount({ username: account.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username already exists');
    const sameEmail = await server
      .client()
      .post('/api/register', newAccount({ email: account.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Email already exists');
  });

  it('never makes an administrator of someone who signs up with a name listed in ADMIN_USERNAMES', async () => {
    const client = server.client();
    const response = await client.post('/api/register', newAccount({ username: 'chief_admin' }));
    expect(response.status).toBe(201);
    expect(response.body.isAdmin).toBe(false);
    expect((await client.get('/api/admin/check')).body).toEqual({ isAdmin: false });
  });
});

describe('POST /api/login and /api/basic-login', () => {
  it('signs in by username or by e-mail, in any case', async () => {
    const { account } = await signUp(server.client());
    for (const [path, login] of [
      ['/api/login', account.username],
      ['/api/login', account.email.toUpperCase()],
      ['/api/basic-login', account.username.toUpperCase()],
    ] as const) {
      const client = server.client();
      const response = await client.post(path, { username: login, password: account.password });
      expect(response.status, `${path} ${login}`).toBe(200);
      expect(response.body.username).toBe(account.username);
      expect((await client.get('/api/user')).status).toBe(200);
    }
  });

  it('refuses a wrong password or unknown account with the same 401', async () => {
    const { account } = await signUp(server.client());
    const wrong = await server
      .client()
      .post('/api/login', { username: account.username, password: 'nope-nope' });
    const unknown = await server
      .client()
      .post('/api/login', { username: 'nobody_here', password: 'nope-nope' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password');
    }
  });

  it.each([
    [{ password: 'x' }, 'Username or email is required'],
    [{ username: '   ', password: 'x' }, 'Username or email is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
  ])('validates %o', async (body, message) => {
    const response = await server.client().post('/api/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('gives a new session id at sign-in and ends the one held before', async () => {
    const client = server.client();
    const { account } = await signUp(client);
    const before = client.cookies.get('roadbook_sid');
    await client.post('/api/login', { username: account.username, password: account.password });
    const after = client.cookies.get('roadbook_sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    const stale = server.client();
    stale.cookies.set('roadbook_sid', before ?? '');
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('refuses a suspended account with its own message', async () => {
    const { account, user } = await signUp(server.client());
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await server
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your account has been suspended', code: 'suspended' });
  });
});

describe('session reads', () => {
  it('answers 401 without a session', async () => {
    const client = server.client();
    for (const path of [
      '/api/user',
      '/api/basic-user',
      '/api/admin/check',
      '/api/trips',
      '/api/shared-trips',
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.message).toBe('Unauthorized');
    }
  });

  it('answers 401 for a forged cookie', async () => {
    const client = server.client();
    client.cookies.set('roadbook_sid', 'forged-session-value');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('gives the basic user without the heavy parts', async () => {
    const client = server.client();
    const { account } = await signUp(client);
    const response = await client.get('/api/basic-user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: account.username,
      subscriptionTier: 'free',
      isAdmin: false,
    });
    expect(response.body).not.toHaveProperty('createdAt');
  });

  it('tells a normal user they are not an administrator', async () => {
    const client = server.client();
    await signUp(client);
    expect((await client.get('/api/admin/check')).body).toEqual({ isAdmin: false });
  });

  it('reads an expired paid plan as Free', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    await server.database.db
      .update(users)
      .set({ subscriptionTier: 'premium', subscriptionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await client.get('/api/user')).body.subscriptionTier).toBe('free');
  });
});

describe('POST /api/logout', () => {
  it('destroys the session row and clears the cookie', async () => {
    const client = server.client();
    const { user } = await signUp(client);
    const token = client.cookies.get('roadbook_sid') ?? '';
    const response = await client.post('/api/logout');
    expect(response.status).toBe(200);
    expect(client.cookies.has('roadbook_sid')).toBe(false);
    expect((await client.get('/api/user')).status).toBe(401);

    const replay = server.client();
    replay.cookies.set('roadbook_sid', token);
    expect((await replay.get('/api/user')).status).toBe(401);
    const left = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('is harmless without a session', async () => {
    expect((await server.client().post('/api/logout')).status).toBe(200);
  });
});
