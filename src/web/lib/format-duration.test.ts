import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('pads the seconds to two digits', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3)).toBe('0:03');
    expect(formatDuration(75)).toBe('1:15');
  });

  it('keeps counting minutes past the hour', () => {
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('rounds fractions and never goes below zero', () => {
    expect(formatDuration(2.6)).toBe('0:03');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
