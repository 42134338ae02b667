import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatMoney } from './format';

describe('formatMegabytes', () => {
  it('shows megabytes with one decimal', () => {
    expect(formatMegabytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatMegabytes(24_708)).toBe('0.0 MB');
  });
});

describe('formatMoney', () => {
  it('shows cents as dollars with the currency sign', () => {
    expect(formatMoney(499, 'usd')).toBe('$4.99');
    expect(formatMoney(999, 'USD')).toBe('$9.99');
    expect(formatMoney(1000, 'usd')).toBe('$10.00');
  });
});
