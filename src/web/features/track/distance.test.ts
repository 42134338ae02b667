import { describe, expect, it } from 'vitest';
import { haversineMiles } from './distance';

describe('distance in miles', () => {
  it('measures one degree of latitude as about 69 miles', () => {
    expect(haversineMiles({ lat: 40, lng: -105 }, { lat: 41, lng: -105 })).toBeCloseTo(69.09, 1);
  });

  it('is zero between a point and itself', () => {
    expect(haversineMiles({ lat: 12, lng: 34 }, { lat: 12, lng: 34 })).toBe(0);
  });
});
