import * as client from 'openid-client';

export interface OidcIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  preferredUsername?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface OidcChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcProvider {
  /** Where to send the browser, and the values the callback must see again. */
  start(redirectUri: string): Promise<{ url: string; checks: OidcChecks }>;
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** OpenID Connect authorisation code flow with PKCE; the issuer is discovered on first use. */
export function createOidcProvider(settings: OidcSettings): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain HTTP is allowed only for an issuer on this machine (development and tests).
        /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(settings.issuer)
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const checks: OidcChecks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token');
      let profile: Record<string, unknown> = claims;
      if (!claims.email && tokens.access_token) {
        profile = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
      return {
        subject: claims.sub,
        email: asString(profile.email),
        emailVerified: profile.email_verified === true,
        preferredUsername: asString(profile.preferred_username) ?? asString(profile.nickname),
        givenName: asString(profile.given_name),
        familyName: asString(profile.family_name),
        picture: asString(profile.picture),
      };
    },
  };
}
