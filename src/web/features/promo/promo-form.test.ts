import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_FORM, promoFormSchema } from './promo-form';

const form = { ...EMPTY_PROMO_FORM, code: 'FAMILY_PREMIUM_2025', description: 'For the family' };
const firstMessage = (values: typeof form) => promoFormSchema.safeParse(values).error?.issues[0]?.message;

describe('create-code form', () => {
  it('sends no limit for a blank Max Uses or Expires', () => {
    expect(promoFormSchema.parse(form)).toEqual({
      code: 'FAMILY_PREMIUM_2025',
      description: 'For the family',
      subscriptionTier: 'premium',
      maxUses: null,
      expiresAt: null,
    });
  });

  it('reads Max Uses as a whole number', () => {
    expect(promoFormSchema.parse({ ...form, maxUses: ' 10 ' }).maxUses).toBe(10);
    expect(firstMessage({ ...form, maxUses: '2.5' })).toBe('Max uses must be a whole number');
    expect(firstMessage({ ...form, maxUses: '0' })).toBe('Max uses must be at least 1');
  });

  it('lets a code run to the end of its expiry day', () => {
    const { expiresAt } = promoFormSchema.parse({ ...form, expiresAt: '2025-12-31' });
    expect(expiresAt).toEqual(new Date(2025, 11, 31, 23, 59, 59, 999));
  });

  it('checks the code itself', () => {
    expect(firstMessage({ ...form, code: 'FAMILY 2025' })).toBe(
      'Codes may use letters, digits, dashes and underscores',
    );
    expect(firstMessage({ ...form, description: '  ' })).toBe('Description is required');
  });
});
