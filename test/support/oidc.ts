import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

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
