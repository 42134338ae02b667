import { describe, expect, it } from 'vitest';
import { compassPoint, townReachKm } from './spot-name';

describe('spot names', () => {
  it('tell the way from a place to a spot by the compass', () => {
    expect(compassPoint(36, -121, 35.5, -121)).toBe('South');
    expect(compassPoint(36, -121, 36, -120)).toBe('East');
    expect(compassPoint(36, -121, 36.3, -121.37)).toBe('Northwest');
    expect(compassPoint(-33, 151, -33.4, 151.48)).toBe('Southeast');
  });

  it('let a town reach farther the more people live in it', () => {
    expect(townReachKm(900)).toBe(1.5);
    expect(townReachKm(91_842)).toBeCloseTo(4.06, 2);
    expect(townReachKm(3_900_000)).toBeCloseTo(14.2, 1);
  });
});
