import type { AppContext } from '../../context';
import { HttpError, isUniqueViolation } from '../../http/errors';
import type { OidcIdentity } from '../../providers/oidc/oidc';
import { findUserByEmail, findUserByOidcSubject, insertUser, type UserRow, usernameTaken } from '../users';
import { SUSPENDED_MESSAGE } from './service';

/** Accounts made through the identity provider have no password that could ever match. */
const NO_PASSWORD = '!oidc';

async function freeUsername(ctx: AppContext, identity: OidcIdentity): Promise<string> {
  const wanted = identity.preferredUsername ?? identity.email?.split('@')[0] ?? 'traveller';
  const base = wanted
    .replace(/[^\p{L}\p{N}_.-]+/gu, '')
    .slice(0, 40)
    .padEnd(3, '0');
  for (let n = 0; n < 1000; n++) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!(await usernameTaken(ctx.db, candidate))) return candidate;
  }
  return `${base}${Date.now()}`;
}

/**
 * Finds the account of an identity by its subject, else makes a new one. An existing account with the same
 * e-mail is never taken over: Roadbook does not verify the addresses people sign up with, so whoever
 * registered one first may not be its owner.
 */
export async function signInWithOidc(ctx: AppContext, identity: OidcIdentity): Promise<UserRow> {
  let user = await findUserByOidcSubject(ctx.db, identity.subject);
  if (!user) {
    const email = identity.email && !(await findUserByEmail(ctx.db, identity.email)) ? identity.email : null;
    try {
      user = await insertUser(ctx.db, {
        username: await freeUsername(ctx, identity),
        email,
        firstName: identity.givenName ?? null,
        lastName: identity.familyName ?? null,
        profileImageUrl: identity.picture ?? null,
        password: NO_PASSWORD,
        oidcSubject: identity.subject,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByOidcSubject(ctx.db, identity.subject);
      if (!user) throw error;
    }
  }
  if (!user.isActive) throw new HttpError('suspended', SUSPENDED_MESSAGE);
  return user;
}
