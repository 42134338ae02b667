import { describe, expect, it } from 'vitest';
import { simplifyForDisplay, splitAtGaps } from '../../common/tracks/geometry';
import { photoForOthers, routeForOthers, stopForOthers } from './privacy';

const zone = { name: 'Home', latitude: 0.5, longitude: 10, radiusMeters: 1000 };
/** A straight line east along latitude 0.5, about 111 m a point; points 40–60 lie within 1 km of the zone. */
const line = Array.from({ length: 101 }, (_, i) => ({ lat: 0.5, lng: 9.95 + i * 0.001 }));

describe('what others see of places in a privacy zone', () => {
  it('drops the route inside and breaks the line after each hidden stretch, not before the first point', () => {
    const seen = routeForOthers(line, [zone]);
    expect(seen.length).toBeLessThan(line.length);
    expect(splitAtGaps(seen)).toHaveLength(2);
    expect(seen[0]?.gapBefore).toBeUndefined();
    expect(routeForOthers(line.slice(45), [zone]).some((point) => point.gapBefore)).toBe(false);
    expect(routeForOthers(line, [])).toEqual(line);
  });

  it('keeps each gap through simplification for display', () => {
    const long = Array.from({ length: 6000 }, (_, i) => ({
      lat: 0.5 + Math.sin(i / 50) / 100,
      lng: 9 + i * 0.0005,
    }));
    const seen = routeForOthers(long, [{ ...zone, longitude: 10.5 }]);
    const simplified = simplifyForDisplay(seen, 500);
    expect(simplified.length).toBeLessThanOrEqual(500);
    expect(splitAtGaps(simplified)).toHaveLength(splitAtGaps(seen).length);
    expect(splitAtGaps(seen).length).toBe(2);
  });

  it('takes a stop’s place and a photo’s coordinates and place name inside, and nothing outside', () => {
    expect(stopForOthers({ name: 'Flat', latitude: 0.5, longitude: 10, country: 'GA' }, [zone])).toEqual({
      name: 'Flat',
      latitude: 0,
      longitude: 0,
      country: null,
    });
    const away = { name: 'Cafe', latitude: 0.5, longitude: 10.5 };
    expect(stopForOthers(away, [zone])).toBe(away);
    expect(photoForOthers({ latitude: 0.5, longitude: 10.001, locationName: 'Rue X' }, [zone])).toEqual({
      latitude: null,
      longitude: null,
      locationName: null,
    });
  });
});
