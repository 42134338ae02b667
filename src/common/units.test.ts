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
