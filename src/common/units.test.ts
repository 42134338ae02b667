import { describe, expect, it } from 'vitest';
import { distanceNumber, formatDistance, formatSpeed, milesIn } from './units';

describe('distances in the reader’s unit', () => {
  it('shows miles as stored and kilometres converted', () => {
    expect(formatDistance(655, 'mi')).toBe('655 miles');
    expect(formatDistance(655, 'km')).toBe('1,054.1 kilometres');
    expect(formatDistance(100, 'km', { short: true, digits: 0 })).toBe('161 km');
  });

  it('keeps a fixed decimal when asked, and reads nonsense as zero', () => {
    expect(formatDistance(12, 'mi', { fixed: true })).toBe('12.0 miles');
    expect(distanceNumber(Number.NaN, 'km')).toBe('0');
  });

  it('converts speeds', () => {
    expect(formatSpeed(62, 'mi')).toBe('62 mph');
    expect(formatSpeed(62, 'km')).toBe('100 km/h');
    expect(milesIn(10, 'km')).toBeCloseTo(16.0934, 4);
  });
});

describe('numbers as the app writes them', () => {
  it('writes what Intl.NumberFormat en-US writes, rounding, grouping and trimming alike', () => {
    const values = [
      0, 1e-7, 0.0049, 0.05, 0.95, 1.005, 2.5, 9.995, 12, 999.95, 1000, 1234.5678, 65_432.1, 1_000_000,
      123_456_789.987,
    ];
    const sampled = Array.from({ length: 500 }, (_, i) => ((i * 7919) % 100_003) / (1 + (i % 13)));
    for (const magnitude of [...values, ...sampled]) {
      for (const value of [magnitude, -magnitude]) {
        for (const digits of [0, 1, 2]) {
          for (const fixed of [false, true]) {
            const intl = new Intl.NumberFormat('en-US', {
              maximumFractionDigits: digits,
              minimumFractionDigits: fixed ? digits : 0,
            }).format(value);
            // Intl writes a negative number rounded to nothing as "-0"; the app writes "0". Miles are written
            // as stored.
            expect(distanceNumber(value, 'mi', { digits, fixed }), `${value} ${digits} ${fixed}`).toBe(
              intl.replace(/^-(?=[0.]+$)/, ''),
            );
          }
        }
      }
    }
  });
});
