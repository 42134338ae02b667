import { describe, expect, it } from 'vitest';
import { formatStorage } from './storage-size';

describe('formatStorage', () => {
  it('shows less than a gigabyte in megabytes with one decimal', () => {
    expect(formatStorage(0)).toBe('0.0 MB');
    expect(formatStorage(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatStorage(1023 * 1024 * 1024)).toBe('1023.0 MB');
  });

  it('shows a gigabyte and more in gigabytes with two decimals', () => {
    expect(formatStorage(1024 ** 3)).toBe('1.00 GB');
    expect(formatStorage(1.5 * 1024 ** 3)).toBe('1.50 GB');
  });
});
