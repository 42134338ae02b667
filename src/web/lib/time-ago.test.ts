import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-07-01T12:00:00Z');
const msAgo = (ms: number) => new Date(now - ms).toISOString();

describe('how long ago a device was last seen', () => {
  it('says the largest whole unit', () => {
    expect(timeAgo(msAgo(20_000), now)).toBe('just now');
    expect(timeAgo(msAgo(5 * 60_000 + 59_000), now)).toBe('5 min ago');
    expect(timeAgo(msAgo(3 * 3_600_000), now)).toBe('3 h ago');
    expect(timeAgo(msAgo(26 * 3_600_000), now)).toBe('1 day ago');
    expect(timeAgo(msAgo(50 * 3_600_000), now)).toBe('2 days ago');
  });

  it('reads a moment a clock ahead of this one put slightly in the future as now', () => {
    expect(timeAgo(msAgo(-5_000), now)).toBe('just now');
  });
});
