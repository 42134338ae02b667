import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from './http-client';
import { freePort, startTestServer, type TestServer } from './server';

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
}

/** A real OpenID Connect provider on this machine, with development sign-in screens. */
export async function startOidcProvider(redirectUri: string, accounts: OidcAccount[]) {
  const byId = new Map(accounts.map((account) => [account.sub, account]));
  let provider: Provider | undefined;
  const server = http.createServer((req, res) => provider?.callback()(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'roadbook',
        client_secret: 'roadbook-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'preferred_username'],
    },
    cookies: { keys: ['test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, id) {
      const account = byId.get(id) ?? { sub: id };
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SingleSignOn {
  server: TestServer;
  /**
   * Follows the redirects of a sign-in begun at `start`, submitting the provider's development sign-in and
   * consent forms as `accountId`: resolves with the page of Roadbook it ends on.
   */
  signIn(client: TestClient, accountId: string, start?: string): Promise<string>;
}

/**
 * A test server signing in through a local provider that knows `accounts`, started before the tests of the block
 * it is called in and stopped after them.
 */
export function singleSignOnServer(accounts: OidcAccount[]): SingleSignOn {
  let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  const sso = { signIn } as SingleSignOn;
  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider(`http://127.0.0.1:${port}/api/callback`, accounts);
    sso.server = await startTestServer({
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'roadbook',
        OIDC_CLIENT_SECRET: 'roadbook-secret',
      },
    });
  });
  afterAll(async () => {
    await sso.server?.close();
    await provider?.close();
  });

  async function signIn(client: TestClient, accountId: string, start = '/api/login'): Promise<string> {
    let response = await client.get(start);
    for (let step = 0; step < 12; step++) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, response.url);
        if (next.origin === sso.server.baseUrl && next.pathname !== '/api/callback')
          return next.pathname + next.search;
        response = await client.get(next.href);
        continue;
      }
      const action = response.text.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`unexpected page: ${response.status} ${response.text.slice(0, 200)}`);
      const prompt = response.text.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login: accountId, password: 'any' }).toString();
      response = await client.post(new URL(action, provider?.issuer).href, form, {
        'content-type': 'application/x-www-form-urlencoded',
      });
    }
    throw new Error('too many redirects');
  }
  return sso;
}
