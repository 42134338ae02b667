import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMoney } from './format';

describe('formatFileSize', () => {
  it('shows kilobytes below 0.1 MB, megabytes with one decimal below a gigabyte, then gigabytes', () => {
    expect(formatFileSize(35 * 1024)).toBe('35 KB');
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(102_399)).toBe('100 KB');
    expect(formatFileSize(0.1 * 1024 * 1024)).toBe('0.1 MB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatFileSize(1023 * 1024 * 1024)).toBe('1023.0 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1.00 GB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.50 GB');
  });
});

describe('formatMoney', () => {
  it('shows cents as dollars with the currency sign', () => {
    expect(formatMoney(499, 'usd')).toBe('$4.99');
    expect(formatMoney(999, 'USD')).toBe('$9.99');
    expect(formatMoney(1000, 'usd')).toBe('$10.00');
  });
});
