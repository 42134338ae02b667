import { describe, expect, it } from 'vitest';
import { VISIT_TYPES } from '../../../common/trips/stop-rules';
import { describeOffline, kindOfStop } from './offline-describer';

describe('the offline description', () => {
  it('puts the right article before every visit type', () => {
    expect(kindOfStop('arrival')).toBe('an arrival stop');
    expect(kindOfStop('accommodation')).toBe('an overnight stop');
    expect(kindOfStop('scenic')).toBe('a scenic stop');
    for (const type of VISIT_TYPES) expect(kindOfStop(type)).toMatch(/^(a [^aeiou]|an [aeiou])/);
  });

  it('writes "an arrival stop"', () => {
    const text = describeOffline({
      stop: {
        name: 'Somewhere',
        latitude: 0,
        longitude: 0,
        visitType: 'arrival',
        description: null,
        arrivalTime: null,
      },
      trip: { title: 'Coast Road', startLocation: 'Monterey, CA', endLocation: 'San Diego, CA' },
      previous: null,
      language: null,
    });
    expect(text).toContain('It is an arrival stop on "Coast Road", from Monterey, CA to San Diego, CA.');
  });
});
