import { describe, expect, it } from 'vitest';
import { trackPoints } from '../../../../test/support/route-files';
import { lineAtZoom, routeLevels } from './route-levels';

describe('route levels', () => {
  const route = trackPoints(50_007);
  const levels = routeLevels(route);

  it('keeps the route from end to end, in order, with fewer points at every zoom', () => {
    for (const zoom of [4, 10, 18]) {
      const line = lineAtZoom(levels, zoom);
      expect(line.length).toBeLessThan(route.length);
      expect(line[0]).toEqual([route[0]?.lat, route[0]?.lng]);
      expect(line.at(-1)).toEqual([route.at(-1)?.lat, route.at(-1)?.lng]);
      const order = new Map(route.map((point, index) => [`${point.lat},${point.lng}`, index]));
      const indexes = line.map(([lat, lng]) => order.get(`${lat},${lng}`) ?? -1);
      expect(indexes.every((index, i) => index >= 0 && (i === 0 || index > (indexes[i - 1] ?? 0)))).toBe(
        true,
      );
    }
  });

  it('draws fewer points the further out the map is zoomed', () => {
    const counts = [4, 8, 12, 16].map((zoom) => lineAtZoom(levels, zoom).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(40);
    expect(counts[3]).toBeGreaterThan(counts[0] ?? 0);
  });

  it('keeps a bend the zoom can show, and drops it where it cannot', () => {
    // A straight road with one bend of about 3 m: some pixels at the deepest zoom, under one at zoom 12.
    const straight = Array.from({ length: 101 }, (_, i) => ({ lat: 40, lng: -105 + i * 0.0001 }));
    const bend = straight.map((point, i) => (i === 50 ? { ...point, lat: 40.00003 } : point));
    const bendLevels = routeLevels(bend);
    const at = (...indexes: number[]) => indexes.map((i) => [bend[i]?.lat, bend[i]?.lng]);
    // Deep in, the bend and the two points where the road leaves and rejoins the straight.
    expect(lineAtZoom(bendLevels, 18)).toEqual(at(0, 49, 50, 51, 100));
    expect(lineAtZoom(bendLevels, 12)).toEqual(at(0, 100));
  });

  it('gives no line for fewer than two points', () => {
    expect(lineAtZoom(routeLevels(route.slice(0, 1)), 10)).toEqual([]);
    expect(lineAtZoom(routeLevels([]), 10)).toEqual([]);
  });
});
