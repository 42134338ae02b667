import { describe, expect, it } from 'vitest';
import { milesBetweenStops, tripDistance, tripDriving } from './distance';

const none = { routeMiles: 0, routeMovingSeconds: 0, stopsMiles: null };

describe('a trip’s one distance and driving time', () => {
  it('come from the route once it has a length, else the located stops, else what was typed', () => {
    expect(tripDistance({ ...none, routeMiles: 293.449, stopsMiles: 289 }, 420)).toEqual({
      miles: 293.4,
      source: 'route',
    });
    expect(tripDistance({ ...none, stopsMiles: 289.06 }, 420)).toEqual({ miles: 289.1, source: 'stops' });
    expect(tripDistance(none, 420)).toEqual({ miles: 420, source: 'typed' });
    // Rounded like the measured ones, so every screen reads one figure.
    expect(tripDistance(none, 420.349)).toEqual({ miles: 420.3, source: 'typed' });
    expect(tripDriving({ ...none, routeMovingSeconds: 48_000 }, '9h 30m')).toEqual({
      time: '13h 20m',
      source: 'route',
    });
    expect(tripDriving({ ...none, routeMiles: 293 }, '9h 30m')).toEqual({ time: '9h 30m', source: 'typed' });
  });

  it('measure between stops only those with a place, and need two of them', () => {
    const denver = { latitude: 39.7392, longitude: -104.9903 };
    const nowhere = { latitude: 0, longitude: 0 };
    expect(milesBetweenStops([denver, nowhere])).toBeNull();
    expect(milesBetweenStops([denver, nowhere, denver])).toBe(0);
  });
});
