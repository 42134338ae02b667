import { describe, expect, it } from 'vitest';
import { singleSignOnServer } from '../support/oidc';
import { startTestServer } from '../support/server';
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
  const sso = singleSignOnServer([
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

  it('creates an account from the identity and signs it in', async () => {
    const client = sso.server.client();
    expect(await sso.signIn(client, 'new-person')).toBe('/');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'marco',
      email: 'marco@example.com',
      firstName: 'Marco',
      lastName: 'Polo',
    });

    const again = sso.server.client();
    expect(await sso.signIn(again, 'new-person')).toBe('/');
    expect((await again.get('/api/user')).body.id).toBe(me.body.id);
  });

  it('never takes over an existing account that claims the same e-mail', async () => {
    const { user } = await signUp(sso.server.client(), { email: 'linked@example.com' });
    const client = sso.server.client();
    expect(await sso.signIn(client, 'linked-person')).toBe('/');
    const me = (await client.get('/api/user')).body;
    expect(me.id).not.toBe(user.id);
    expect(me.email).toBeNull();
  });

  it('goes back to the page the traveller was going to, and never to another site', async () => {
    expect(
      await sso.signIn(sso.server.client(), 'new-person', '/api/login?next=%2Ftrips%2F3%3Ftab%3Dphotos'),
    ).toBe('/trips/3?tab=photos');
    for (const next of ['https://evil.example/trips/3', '//evil.example/trips/3', '/\\evil.example']) {
      expect(
        await sso.signIn(sso.server.client(), 'new-person', `/api/login?next=${encodeURIComponent(next)}`),
      ).toBe('/');
    }
  });

  it('refuses a callback without the checks cookie', async () => {
    const response = await sso.server.client().get('/api/callback?code=abc&state=xyz');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?error=oauth_failed');
  });
});
