import { describe, expect, it } from 'vitest';
import type { Stop } from '../../../../common/contract/stops';
import { timeBetween } from './time-between';

const at = (arrivalTime: string | null, departureTime: string | null = null) =>
  ({ arrivalTime, departureTime }) as Stop;

describe('time between stops', () => {
  it('counts from the departure, else the arrival, to the next arrival', () => {
    expect(timeBetween(at('2026-06-01T09:00Z'), at('2026-06-01T11:30Z'))).toBe('2h 30m');
    expect(timeBetween(at('2026-06-01T09:00Z', '2026-06-01T11:00Z'), at('2026-06-01T11:30Z'))).toBe('30m');
  });

  it('is hidden for the last stop, missing times and overlaps', () => {
    expect(timeBetween(at('2026-06-01T09:00Z'), undefined)).toBeNull();
    expect(timeBetween(at(null), at('2026-06-01T09:00Z'))).toBeNull();
    expect(timeBetween(at('2026-06-01T09:00Z'), at('2026-06-01T08:00Z'))).toBeNull();
  });
});
