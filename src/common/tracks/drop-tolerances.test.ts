import simplify from 'simplify-js';
import { describe, expect, it } from 'vitest';
import { dropTolerances } from './drop-tolerances';
import { simplifyForDisplay } from './geometry';

/** A drive that wanders: each step turns a little from the last, so the line has bends of every size. */
function wanderingDrive(count: number) {
  let lat = 39.7;
  let lng = -105;
  let heading = 0;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => {
    heading += (random() - 0.5) * 0.6;
    lat += Math.cos(heading) * 0.0001;
    lng += Math.sin(heading) * 0.0001;
    return { lat, lng };
  });
}

const axes = (points: { lat: number; lng: number }[]) =>
  [Float64Array.from(points, (p) => p.lng), Float64Array.from(points, (p) => p.lat)] as const;

/** How far (in degrees) a point lies from the segment a–b. */
function segmentDistance(p: { lat: number; lng: number }, a: typeof p, b: typeof p): number {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p.lng - a.lng) * dx + (p.lat - a.lat) * dy) / length));
  return Math.hypot(p.lng - (a.lng + t * dx), p.lat - (a.lat + t * dy));
}

describe('Douglas–Peucker for every tolerance at once', () => {
  it('keeps at each tolerance exactly the points simplify-js keeps', () => {
    const drive = wanderingDrive(3000);
    const values = dropTolerances(...axes(drive), 0.00001);
    const xy = drive.map((point) => ({ x: point.lng, y: point.lat }));
    for (const tolerance of [0.00001, 0.00005, 0.0002, 0.001, 0.01]) {
      const expected = simplify(xy, tolerance, true).map((point) => xy.indexOf(point));
      const kept = drive.flatMap((_, index) =>
        (values[index] as number) > tolerance * tolerance ? [index] : [],
      );
      expect(kept, String(tolerance)).toEqual(expected);
    }
  });

  it('ends with the stretches’ ends alone when the budget is smaller than they are', () => {
    const drive = wanderingDrive(20_000);
    const drawn = simplifyForDisplay(drive, 2);
    expect(drawn.length).toBeLessThanOrEqual(Math.ceil(drive.length / 4096) + 1);
    expect(drawn[0]).toBe(drive[0]);
    expect(drawn.at(-1)).toBe(drive.at(-1));
  });

  it('simplifies 200,000 regular bends to the display budget without flattening them', () => {
    // A road along a valley: 20 m bends every 300 points, the case where each split would peel off one bend.
    const road = Array.from({ length: 200_000 }, (_, i) => ({
      lat: 39.7 - i * 0.00005 + Math.sin(i / 50) * 0.0002,
      lng: -105 - i * 0.0001,
    }));
    const drawn = simplifyForDisplay(road);
    expect(drawn.length).toBeLessThanOrEqual(2000);
    expect(drawn[0]).toBe(road[0]);
    expect(drawn.at(-1)).toBe(road.at(-1));
    // Every point of the road stays within a fraction of a bend's height of the line drawn.
    const at = new Map(road.map((point, index) => [point, index]));
    let worst = 0;
    for (let k = 1; k < drawn.length; k++) {
      const a = drawn[k - 1] as (typeof road)[number];
      const b = drawn[k] as (typeof road)[number];
      for (let i = (at.get(a) as number) + 1; i < (at.get(b) as number); i++) {
        worst = Math.max(worst, segmentDistance(road[i] as (typeof road)[number], a, b));
      }
    }
    expect(worst).toBeLessThan(0.0001);
  });
});
