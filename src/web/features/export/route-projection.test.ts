import { describe, expect, it } from 'vitest';
import { fitProjection } from './route-projection';

describe('fitProjection', () => {
  it('keeps every point inside the padded box, north up', () => {
    const points = [
      { lat: 36.1, lng: -115.2 },
      { lat: 37.7, lng: -122.4 },
      { lat: 34.0, lng: -118.2 },
    ];
    const project = fitProjection(points, 600, 400, 40);
    const pixels = points.map(project);
    for (const { x, y } of pixels) {
      expect(x).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(x).toBeLessThanOrEqual(560 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(y).toBeLessThanOrEqual(360 + 1e-9);
    }
    const [lasVegas, sanFrancisco] = pixels;
    expect(sanFrancisco?.x).toBeLessThan(lasVegas?.x ?? 0);
    expect(sanFrancisco?.y).toBeLessThan(lasVegas?.y ?? 0);
  });

  it('fills one dimension and centres the other', () => {
    const project = fitProjection(
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 10 },
      ],
      600,
      400,
      20,
    );
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 20, y: 200 });
    expect(project({ lat: 0, lng: 10 })).toEqual({ x: 580, y: 200 });
  });

  it('puts a single place in the middle', () => {
    const project = fitProjection([{ lat: 48.85, lng: 2.35 }], 600, 400, 40);
    expect(project({ lat: 48.85, lng: 2.35 })).toEqual({ x: 300, y: 200 });
  });
});
