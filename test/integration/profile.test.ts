import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('PATCH /api/user/profile', () => {
  it('updates names and e-mail and returns the user', async () => {
    const client = server.client();
    await signUp(client);
    const response = await client.patch('/api/user/profile', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
    });
    expect((await client.get('/api/user')).body.firstName).toBe('Grace');
  });

  it.each([
    [{ firstName: '', lastName: 'X', email: 'a@example.com' }, 'First name is required'],
    [{ firstName: 'X', lastName: '', email: 'a@example.com' }, 'Last name is required'],
    [{ firstName: 'X', lastName: 'Y', email: 'nope' }, 'Please enter a valid email'],
    [{ firstName: 'X', lastName: 'Y' }, 'Please enter a valid email'],
  ])('validates %o', async (body, message) => {
    const client = server.client();
    await signUp(client);
    const response = await client.patch('/api/user/profile', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("refuses someone else's e-mail with 409 but accepts one's own", async () => {
    const { account: other } = await signUp(server.client());
    const client = server.client();
    const { account } = await signUp(client);
    const taken = await client.patch('/api/user/profile', {
      firstName: 'A',
      lastName: 'B',
      email: other.email.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already exists');
    const own = await client.patch('/api/user/profile', {
      firstName: 'A',
      lastName: 'B',
      email: account.email,
    });
    expect(own.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await server
      .client()
      .patch('/api/user/profile', { firstName: 'A', lastName: 'B', email: 'a@b.co' });
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/user/preferences', () => {
  it('starts in miles and keeps the chosen unit for every later read', async () => {
    const client = server.client();
    await signUp(client);
    expect((await client.get('/api/user')).body.distanceUnit).toBe('mi');
    const response = await client.patch('/api/user/preferences', { distanceUnit: 'km' });
    expect(response.status).toBe(200);
    expect(response.body.distanceUnit).toBe('km');
    expect((await client.get('/api/user')).body.distanceUnit).toBe('km');
    expect((await client.get('/api/basic-user')).body.distanceUnit).toBe('km');
  });

  it.each([[{ distanceUnit: 'furlongs' }], [{}], [{ distanceUnit: 1 }]])(
    'refuses %o with 400 naming the field',
    async (body) => {
      const client = server.client();
      await signUp(client);
      const response = await client.patch('/api/user/preferences', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'validation',
        message: 'Distance unit must be "mi" or "km"',
      });
    },
  );

  it("changes only the caller's own preference", async () => {
    const other = server.client();
    await signUp(other);
    const client = server.client();
    await signUp(client);
    await client.patch('/api/user/preferences', { distanceUnit: 'km' });
    expect((await other.get('/api/user')).body.distanceUnit).toBe('mi');
  });

  it('answers 401 without a session', async () => {
    const response = await server.client().patch('/api/user/preferences', { distanceUnit: 'km' });
    expect(response.status).toBe(401);
  });
});
