import { RESET_TOKEN_LIFETIME_MINUTES } from '../../../common/limits';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest, conflict, HttpError, isUniqueViolation, unauthorized } from '../../http/errors';
import {
  emailTaken,
  findUserByEmail,
  findUserByLogin,
  insertUser,
  type UserRow,
  updateUser,
  usernameTaken,
} from '../users';
import { resetPasswordEmail } from './emails';
import { hashPassword, verifyPassword } from './passwords';
import { limitRowKey } from './rate-limits';
import { deleteLimitCounts, insertResetToken, spendResetToken, spendResetTokensOf } from './repo';
import { destroyUserSessions } from './sessions';
import { hashToken, newToken } from './tokens';

export const SUSPENDED_MESSAGE = 'Your account has been suspended';
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';
const RESET_MAILED_MESSAGE =
  'If an account exists for that email, a password reset link has been sent to it.';
const RESET_KEPT_MESSAGE =
  'If an account exists for that email, a password reset link was made for it. This server sends no e-mail: ask its administrator for the link.';

const displayName = (user: UserRow) => user.firstName || user.username;

export async function register(ctx: AppContext, input: RegisterInput, ip: string): Promise<UserRow> {
  await ctx.authLimits.registerPerIp.consume(ip);
  if (await usernameTaken(ctx.db, input.username)) throw conflict('Username already exists');
  if (await emailTaken(ctx.db, input.email)) throw conflict('Email already exists');
  try {
    return await insertUser(ctx.db, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: await hashPassword(input.password),
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('Username or email already exists');
    throw error;
  }
}

/** The key an account's sign-in attempts are counted under (a name no account has is counted under itself). */
const accountKey = (userId: number) => `user:${userId}`;

/**
 * Every attempt is counted before the password is checked (so simultaneous guesses cannot slip past the count),
 * keyed by the account itself (its username and e-mail share one budget) and the address. Guesses from other
 * addresses never lock the owner out of the addresses it signed in from lately; 100 in a row from all the others
 * stop a distributed guesser there until the owner signs in. A success clears the count of its address and the
 * account's count of failures in a row. Decision 012 gives the reasons.
 */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<UserRow> {
  const limits = ctx.authLimits;
  await limits.loginPerIp.consume(ip);
  const user = await findUserByLogin(ctx.db, input.username);
  const account = user ? accountKey(user.id) : `login:${input.username.toLowerCase()}`;
  const fromHere = `${account}|${ip}`;
  await limits.loginFailuresPerAccountAndIp.consume(fromHere);
  if (!(await limits.knownSignInAddresses.has(fromHere)))
    await limits.loginFailuresPerAccount.consume(account);
  const passwordMatches = await verifyPassword(user?.password, input.password);
  if (!user || !passwordMatches) throw unauthorized(INVALID_LOGIN_MESSAGE);
  if (!user.isActive) throw new HttpError('suspended', SUSPENDED_MESSAGE);
  await limits.loginFailuresPerAccountAndIp.reset(fromHere);
  await limits.loginFailuresPerAccount.reset(account);
  await limits.knownSignInAddresses.remember(fromHere);
  return user;
}

/**
 * The signed-in user's password asked again before an action that cannot be undone, counted as a sign-in from
 * this address is: a stolen session guesses no faster here than at the sign-in form.
 */
export async function confirmPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  ip: string,
): Promise<boolean> {
  const fromHere = `${accountKey(user.id)}|${ip}`;
  await ctx.authLimits.loginFailuresPerAccountAndIp.consume(fromHere);
  if (!(await verifyPassword(user.password, password))) return false;
  await ctx.authLimits.loginFailuresPerAccountAndIp.reset(fromHere);
  return true;
}

/** What the sign-in limits keep of an account: its failed sign-ins, the addresses it signed in from, its resets. */
export async function forgetSignInsOf(db: Executor, user: UserRow): Promise<void> {
  const account = accountKey(user.id);
  await deleteLimitCounts(
    db,
    [
      limitRowKey('loginFailuresPerAccount', account),
      ...(user.email ? [limitRowKey('forgotPerEmail', user.email.toLowerCase())] : []),
    ],
    [
      limitRowKey('loginFailuresPerAccountAndIp', `${account}|`),
      limitRowKey('knownSignInAddresses', `${account}|`),
    ],
  );
}

/**
 * Answers the same whether or not the address belongs to an account: what was done for one if it does, which
 * depends on whether this server sends e-mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<string> {
  const answer = ctx.mailer.kind === 'smtp' ? RESET_MAILED_MESSAGE : RESET_KEPT_MESSAGE;
  await ctx.authLimits.forgotPerIp.consume(ip);
  if (!(await ctx.authLimits.forgotPerEmail.tryConsume(email.toLowerCase()))) return answer;
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email || !user.isActive) return answer;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await spendResetTokensOf(tx, user.id);
    await insertResetToken(tx, {
      userId: user.id,
      token: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
    });
  });
  const link = `${ctx.config.appUrl}/auth?reset=${encodeURIComponent(token)}`;
  // A mail failure must not answer differently from an unknown address: it is logged, not reported.
  await ctx.mailer.send(resetPasswordEmail(user.email, displayName(user), link)).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'password reset e-mail failed');
  });
  return answer;
}

/** Single use: the token is spent in the same transaction that sets the password and ends all sessions. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, hashToken(input.token));
    if (userId === undefined) throw badRequest('Invalid or expired reset token');
    await updateUser(tx, userId, { password: passwordHash });
    await destroyUserSessions(tx, userId);
    return userId;
  });
  // Whoever reads the account's e-mail is its owner: the failures in a row from new places stop counting.
  await ctx.authLimits.loginFailuresPerAccount.reset(accountKey(userId));
}
