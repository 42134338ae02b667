import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/errors';

export interface LimitRule {
  points: number;
  seconds: number;
}

export interface AuthLimitRules {
  loginPerIp: LimitRule;
  /** Attempts on one account from one address: a guesser is slowed without locking the owner out elsewhere. */
  loginFailuresPerAccountAndIp: LimitRule;
  /** A high ceiling on attempts on one account from all addresses together; addresses it signed in from are spared. */
  loginFailuresPerAccount: LimitRule;
  registerPerIp: LimitRule;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
  reportPerIp: LimitRule;
  /** Password attempts on share links, counted as sign-in attempts are. */
  unlockPerIp: LimitRule;
  unlockFailuresPerLinkAndIp: LimitRule;
  /** A ceiling on wrong passwords for one link from all addresses; right ones never count against it. */
  unlockFailuresPerLink: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimitRules = {
  loginPerIp: { points: 30, seconds: 15 * 60 },
  loginFailuresPerAccountAndIp: { points: 10, seconds: 15 * 60 },
  loginFailuresPerAccount: { points: 300, seconds: 60 * 60 },
  registerPerIp: { points: 20, seconds: 60 * 60 },
  forgotPerIp: { points: 10, seconds: 60 * 60 },
  forgotPerEmail: { points: 3, seconds: 60 * 60 },
  reportPerIp: { points: 10, seconds: 60 * 60 },
  unlockPerIp: { points: 30, seconds: 15 * 60 },
  unlockFailuresPerLinkAndIp: { points: 10, seconds: 15 * 60 },
  unlockFailuresPerLink: { points: 300, seconds: 60 * 60 },
};

class Limit {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly rule: LimitRule) {
    this.limiter = new RateLimiterMemory({ points: rule.points, duration: rule.seconds });
  }

  /** Counts one attempt; throws 429 once the rule's budget is spent. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
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
  private readonly store: RateLimiterMemory;

  constructor(private readonly seconds: number) {
    this.store = new RateLimiterMemory({ points: 1, duration: seconds });
  }

  async remember(key: string): Promise<void> {
    await this.store.set(key, 1, this.seconds);
  }

  async has(key: string): Promise<boolean> {
    return (await this.store.get(key)) !== null;
  }
}

// Two weeks: the memory store forgets through a timer, and timers cannot wait longer than 24.8 days.
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

/** Per-process counters for the sign-in, sign-up, reset, report and share-link password endpoints. */
export function createAuthLimits(rules: AuthLimitRules = DEFAULT_AUTH_LIMITS) {
  return {
    loginPerIp: new Limit(rules.loginPerIp),
    loginFailuresPerAccountAndIp: new Limit(rules.loginFailuresPerAccountAndIp),
    loginFailuresPerAccount: new Limit(rules.loginFailuresPerAccount),
    knownSignInAddresses: new Memory(KNOWN_ADDRESS_SECONDS),
    registerPerIp: new Limit(rules.registerPerIp),
    forgotPerIp: new Limit(rules.forgotPerIp),
    forgotPerEmail: new Limit(rules.forgotPerEmail),
    reportPerIp: new Limit(rules.reportPerIp),
    unlockPerIp: new Limit(rules.unlockPerIp),
    unlockFailuresPerLinkAndIp: new Limit(rules.unlockFailuresPerLinkAndIp),
    unlockFailuresPerLink: new Limit(rules.unlockFailuresPerLink),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;
