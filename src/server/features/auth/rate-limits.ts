import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';
import { deleteLimitCountsLapsedBefore } from './repo';

export interface LimitRule {
  points: number;
  seconds: number;
}

export interface AuthLimitRules {
  loginPerIp: LimitRule;
  /** Attempts on one account from one address: a guesser is slowed without locking the owner out elsewhere. */
  loginFailuresPerAccountAndIp: LimitRule;
  /**
   * Failed sign-ins in a row on one account from all addresses it has not signed in from (NIST SP 800-63B §5.2.2
   * caps them at 100): its success or a password reset starts the count over, and so does the end of its window.
   */
  loginFailuresPerAccount: LimitRule;
  registerPerIp: LimitRule;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
  reportPerIp: LimitRule;
  /** Password attempts on share links, counted as sign-in attempts are. */
  unlockPerIp: LimitRule;
  unlockFailuresPerLinkAndIp: LimitRule;
  /**
   * A ceiling on wrong passwords for one link from all addresses; right ones never count against it, and while it
   * is reached an address still has its first attempt of its own window checked.
   */
  unlockFailuresPerLink: LimitRule;
  /** Messages from one phone's token: enough for a phone sending each point, or a backlog in batches. */
  ingestPerDevice: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimitRules = {
  loginPerIp: { points: 30, seconds: 15 * 60 },
  loginFailuresPerAccountAndIp: { points: 10, seconds: 15 * 60 },
  loginFailuresPerAccount: { points: 100, seconds: 30 * 24 * 60 * 60 },
  registerPerIp: { points: 20, seconds: 60 * 60 },
  forgotPerIp: { points: 10, seconds: 60 * 60 },
  forgotPerEmail: { points: 3, seconds: 60 * 60 },
  reportPerIp: { points: 10, seconds: 60 * 60 },
  unlockPerIp: { points: 30, seconds: 15 * 60 },
  unlockFailuresPerLinkAndIp: { points: 10, seconds: 15 * 60 },
  unlockFailuresPerLink: { points: 300, seconds: 60 * 60 },
  ingestPerDevice: { points: 600, seconds: 60 },
};

/** The `rate_limits` row under which a limit (or the known addresses) counts a key. */
export const limitRowKey = (name: keyof AuthLimitRules | 'knownSignInAddresses', key: string) =>
  `${name}:${key}`;

/**
 * Counts of one limit in the `rate_limits` table (made by a migration), under keys starting with its name. Each
 * attempt is one atomic upsert, so servers sharing the database share the budget.
 */
function counter(pool: pg.Pool, name: string, points: number, seconds: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: getTableName(rateLimits),
    tableCreated: true,
    // Lapsed counts are purged with the expired sessions (main.ts), not by a timer in every limiter.
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: seconds,
  });
}

class Limit {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    name: string,
    readonly rule: LimitRule,
    /** Said instead of "try again in N minutes" when waiting is not the way on. */
    private readonly refusal?: string,
  ) {
    this.limiter = counter(pool, name, rule.points, rule.seconds);
  }

  /** Counts one attempt and answers how many its key has made in this window; throws 429 once the budget is spent. */
  async consume(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000, this.refusal);
      throw error;
    }
  }

  /** Counts one attempt and tells whether it was within budget, without throwing. */
  async tryConsume(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Throws 429 once the budget is spent, without counting this attempt. */
  async assertOpen(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) throw tooManyRequests(state.msBeforeNext / 1000);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Keys remembered for a while, such as the addresses an account has signed in from. */
class Memory {
  private readonly store: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    name: string,
    private readonly seconds: number,
  ) {
    this.store = counter(pool, name, 1, seconds);
  }

  async remember(key: string): Promise<void> {
    await this.store.set(key, 1, this.seconds);
  }

  async has(key: string): Promise<boolean> {
    return (await this.store.get(key)) !== null;
  }
}

const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

export const ACCOUNT_GUESSED_MESSAGE =
  'Too many failed sign-ins on this account from new places. Sign in where you have signed in before, or reset your password.';

/**
 * Counters for the sign-in, sign-up, reset, report and share-link password endpoints, kept in PostgreSQL so that
 * every server on the database counts against the same budget.
 */
export function createAuthLimits(pool: pg.Pool, rules: AuthLimitRules = DEFAULT_AUTH_LIMITS) {
  const limit = (name: keyof AuthLimitRules, refusal?: string) => new Limit(pool, name, rules[name], refusal);
  return {
    loginPerIp: limit('loginPerIp'),
    loginFailuresPerAccountAndIp: limit('loginFailuresPerAccountAndIp'),
    loginFailuresPerAccount: limit('loginFailuresPerAccount', ACCOUNT_GUESSED_MESSAGE),
    knownSignInAddresses: new Memory(pool, 'knownSignInAddresses', KNOWN_ADDRESS_SECONDS),
    registerPerIp: limit('registerPerIp'),
    forgotPerIp: limit('forgotPerIp'),
    forgotPerEmail: limit('forgotPerEmail'),
    reportPerIp: limit('reportPerIp'),
    unlockPerIp: limit('unlockPerIp'),
    unlockFailuresPerLinkAndIp: limit('unlockFailuresPerLinkAndIp'),
    unlockFailuresPerLink: limit('unlockFailuresPerLink'),
    ingestPerDevice: limit(
      'ingestPerDevice',
      'This device sends too often; it will be heard again in a minute.',
    ),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Forgets the counts whose window has closed. */
export async function purgeLapsedLimits(db: Executor): Promise<void> {
  await deleteLimitCountsLapsedBefore(db, new Date());
}
