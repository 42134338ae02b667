import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('HTTP conventions', () => {
  it('sends security headers on every response', async () => {
    for (const path of ['/api/user', '/', '/some/page']) {
      const response = await server.client().get(path);
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('refuses a state-changing request sent by another site', async () => {
    const client = server.client();
    const { account } = await signUp(client);
    const body = { username: account.username, password: account.password };
    const foreign = await client.post('/api/login', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Cross-site request refused');
    const foreignReferer = await client.post('/api/logout', undefined, {
      referer: 'https://evil.example/page',
    });
    expect(foreignReferer.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
    const same = await client.post('/api/login', body, { origin: server.baseUrl });
    expect(same.status).toBe(200);
  });

  it('accepts only JSON or multipart bodies', async () => {
    const response = await server
      .client()
      .post('/api/login', 'username=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Requests must send JSON or multipart form data');
    const text = await server.client().post('/api/login', 'hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await server
      .client()
      .post('/api/login', '{"username":', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await server
      .client()
      .post('/api/register', '[1,2]', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await server.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No such endpoint: GET /api/nothing-here', code: 'not_found' });
  });

  it('documents the API', async () => {
    const response = await server.client().get('/api/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/register', '/api/login']));
    const trip =
      response.body.paths['/api/trips/{id}'].get.responses['200'].content['application/json'].schema;
    expect(trip.properties.canEdit).toEqual({ type: 'boolean' });
    expect(trip.properties.startDate).toMatchObject({ type: 'string', format: 'date-time' });
  });
});
