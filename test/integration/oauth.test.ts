import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { startOidcProvider } from '../support/oidc';
import { freePort, startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

describe('GET /api/login without an identity provider', () => {
  it('sends the browser back to the sign-in page with oauth_unavailable', async () => {
    const server = await startTestServer();
    try {
      const response = await server.client().get('/api/login');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/auth?error=oauth_unavailable');
    } finally {
      await server.close();
    }
  });
});

describe('OpenID Connect sign-in against a local provider', () => {
  let server: TestServer;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider(`http://127.0.0.1:${port}/api/callback`, [
      {
        sub: 'new-person',
        email: 'marco@example.com',
        email_verified: true,
        given_name: 'Marco',
        family_name: 'Polo',
        preferred_username: 'marco',
      },
      { sub: 'linked-person', email: 'linked@example.com', email_verified: true, given_name: 'Lin' },
    ]);
    server = await startTestServer({
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'roadbook',
        OIDC_CLIENT_SECRET: 'roadbook-secret',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Follows redirects and submits the provider's development sign-in and consent forms. */
  async function signInAt(client: TestClient, accountId: string, start = '/api/login'): Promise<string> {
    let response = await client.get(start);
    for (let step = 0; step < 12; step++) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, response.url);
        if (next.origin === server.baseUrl && next.pathname !== '/api/callback')
          return next.pathname + next.search;
        response = await client.get(next.href);
        continue;
      }
      const action = response.text.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`unexpected page: ${response.status} ${response.text.slice(0, 200)}`);
      const prompt = response.text.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login: accountId, password: 'any' }).toString();
      response = await client.post(new URL(action, provider.issuer).href, form, {
        'content-type': 'application/x-www-form-urlencoded',
      });
    }
    throw new Error('too many redirects');
  }

  it('creates an account from the identity and signs it in', async () => {
    const client = server.client();
    expect(await signInAt(client, 'new-person')).toBe('/');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'marco',
      email: 'marco@example.com',
      firstName: 'Marco',
      lastName: 'Polo',
    });

    const again = server.client();
    expect(await signInAt(again, 'new-person')).toBe('/');
    expect((await again.get('/api/user')).body.id).toBe(me.body.id);
  });

  it('never takes over an existing account that claims the same e-mail', async () => {
    const { user } = await signUp(server.client(), { email: 'linked@example.com' });
    const client = server.client();
    expect(await signInAt(client, 'linked-person')).toBe('/');
    const me = (await client.get('/api/user')).body;
    expect(me.id).not.toBe(user.id);
    expect(me.email).toBeNull();
  });

  it('goes back to the page the traveller was going to, and never to another site', async () => {
    expect(await signInAt(server.client(), 'new-person', '/api/login?next=%2Ftrips%2F3%3Ftab%3Dphotos')).toBe(
      '/trips/3?tab=photos',
    );
    for (const next of ['https://evil.example/trips/3', '//evil.example/trips/3', '/\\evil.example']) {
      expect(
        await signInAt(server.client(), 'new-person', `/api/login?next=${encodeURIComponent(next)}`),
      ).toBe('/');
    }
  });

  it('refuses a callback without the checks cookie', async () => {
    const response = await server.client().get('/api/callback?code=abc&state=xyz');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?error=oauth_failed');
  });
});
