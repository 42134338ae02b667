import { describe, expect, it } from 'vitest';
import { promoStatus, usageLabel } from './promo-status';
import type { PromoCode } from './types';

const promo = (changes: Partial<PromoCode> = {}): PromoCode => ({
  id: 1,
  code: 'FAMILY_PREMIUM_2025',
  description: 'For the family',
  subscriptionTier: 'premium',
  isActive: true,
  maxUses: 10,
  usedCount: 3,
  expiresAt: null,
  createdBy: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...changes,
});

describe('promo codes in the manage table', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('shows usage against the limit, infinity when there is none', () => {
    expect(usageLabel(promo())).toBe('3 / 10');
    expect(usageLabel(promo({ maxUses: null }))).toBe('3 / ∞');
  });

  it('says why a code can no longer be applied', () => {
    expect(promoStatus(promo(), now)).toBe('Active');
    expect(promoStatus(promo({ expiresAt: '2025-12-31T23:59:59Z' }), now)).toBe('Active');
    expect(promoStatus(promo({ isActive: false, expiresAt: '2025-01-31T00:00:00Z' }), now)).toBe('Inactive');
    expect(promoStatus(promo({ expiresAt: '2025-05-31T23:59:59Z' }), now)).toBe('Expired');
    expect(promoStatus(promo({ usedCount: 10 }), now)).toBe('Used up');
  });
});
