import { describe, expect, it } from 'vitest';
import { FEATURES, type Feature, formatPrice, PLANS, parseTier, planTierOf, tierIncludes } from './plans';

describe('plans', () => {
  it('accepts tier names in any case', () => {
    expect(parseTier('Free')).toBe('free');
    expect(parseTier('PREMIUM')).toBe('premium');
    expect(parseTier(' pro ')).toBe('pro');
    expect(parseTier('gold')).toBeNull();
    expect(parseTier(undefined)).toBeNull();
  });

  it('prices and storage match the plan table', () => {
    expect(formatPrice(PLANS.free.priceCents)).toBe('$0');
    expect(formatPrice(PLANS.premium.priceCents)).toBe('$4.99/month');
    expect(formatPrice(PLANS.pro.priceCents)).toBe('$9.99/month');
    expect(PLANS.free.storageBytes).toBe(150 * 1024 * 1024);
    expect(PLANS.pro.storageBytes).toBe(10 * PLANS.premium.storageBytes);
  });

  it('reads an administrator as Pro with every feature, whatever they pay, and anyone else by their running plan', () => {
    const lapsed = { subscriptionTier: 'premium', subscriptionExpiresAt: new Date(Date.now() - 1000) };
    const running = {
      subscriptionTier: 'premium',
      subscriptionExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    expect(planTierOf({ subscriptionTier: 'free' }, true)).toBe('pro');
    expect(planTierOf(lapsed, true)).toBe('pro');
    expect(planTierOf(lapsed, false)).toBe('free');
    expect(planTierOf(running, false)).toBe('premium');
    for (const feature of Object.keys(FEATURES) as Feature[]) {
      expect(tierIncludes(planTierOf({ subscriptionTier: null }, true), feature)).toBe(true);
    }
  });
});
