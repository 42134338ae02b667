import { describe, expect, it } from 'vitest';
import { trackPoints } from '../../../../test/support/route-files';
import { detailedRoute, detailedShortRoute, isShortRoute, lineAtZoom, SLICE_POINTS } from './route-levels';

describe('route levels', () => {
  const route = trackPoints(SLICE_POINTS * 3 + 7);

  it('keeps the route from end to end, in order, with fewer points', async () => {
    const detailed = await detailedRoute(route, new AbortController().signal);
    expect(detailed.length).toBeLessThan(route.length);
    expect(detailed[0]).toMatchObject({ lat: route[0]?.lat, lng: route[0]?.lng });
    expect(detailed.at(-1)).toMatchObject({ lat: route.at(-1)?.lat, lng: route.at(-1)?.lng });
    const order = new Map(route.map((point, index) => [`${point.lat},${point.lng}`, index]));
    const indexes = detailed.map((point) => order.get(`${point.lat},${point.lng}`) ?? -1);
    expect(indexes.every((index, i) => index >= 0 && (i === 0 || index > (indexes[i - 1] ?? 0)))).toBe(true);
  });

  it('draws fewer points the further out the map is zoomed', async () => {
    const detailed = await detailedRoute(route, new AbortController().signal);
    const counts = [4, 8, 12, 16].map((zoom) => lineAtZoom(detailed, zoom).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(20);
    expect(lineAtZoom(detailed, 4)[0]).toEqual([route[0]?.lat, route[0]?.lng]);
  });

  it('stops when the route is replaced', async () => {
    const controller = new AbortController();
    const working = detailedRoute(route, controller.signal);
    controller.abort();
    await expect(working).rejects.toThrow();
  });

  it('gives no line for fewer than two points', async () => {
    expect(lineAtZoom(await detailedRoute(route.slice(0, 1), new AbortController().signal), 10)).toEqual([]);
  });

  it('works a route of one slice out at once, from end to end with fewer points', () => {
    const short = route.slice(0, SLICE_POINTS + 1);
    expect(isShortRoute(short)).toBe(true);
    expect(isShortRoute(route)).toBe(false);
    const detailed = detailedShortRoute(short);
    expect(detailed.length).toBeGreaterThan(1);
    expect(detailed.length).toBeLessThan(short.length);
    expect(detailed[0]).toMatchObject({ lat: short[0]?.lat, lng: short[0]?.lng });
    expect(detailed.at(-1)).toMatchObject({ lat: short.at(-1)?.lat, lng: short.at(-1)?.lng });
    expect(detailedShortRoute(short.slice(0, 1))).toEqual([]);
  });
});
