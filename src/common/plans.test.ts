import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS, parseTier } from './plans';

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
});
