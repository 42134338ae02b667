import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../../common/tracks/geometry';
import { mergedRoute, PointColumns } from './point-columns';

const columnsOf = (points: TrackPoint[]) => {
  const columns = new PointColumns();
  for (const point of points) columns.push(point);
  return columns;
};

const at = (minute: number, lat: number): TrackPoint => ({
  lat,
  lng: 10,
  time: new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString(),
});

describe('route points kept as columns', () => {
  it('give back each point as it came, growing past their first size', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({ ...at(i % 60, i / 1000), ele: i }));
    const columns = columnsOf([...points, { lat: 1, lng: 2, gapBefore: true }]);
    expect(columns.length).toBe(5001);
    expect(columns.at(4321)).toEqual(points[4321]);
    expect(columns.at(5000)).toEqual({ lat: 1, lng: 2, gapBefore: true });
  });

  it('merge timed sources in time order, in chunks, without the lines each had', () => {
    const a = columnsOf([at(0, 1), at(20, 3), { ...at(40, 5), gapBefore: true }]);
    const b = columnsOf([at(10, 2), at(30, 4)]);
    const route = mergedRoute([a, b]);
    expect(route.length).toBe(5);
    const chunks = [...route.chunks(2)];
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(chunks.flat().map((point) => point.lat)).toEqual([1, 2, 3, 4, 5]);
    expect(chunks.flat().some((point) => point.gapBefore)).toBe(false);
  });

  it('put untimed sources one after another, each starting its own line', () => {
    const a = columnsOf([
      { lat: 1, lng: 1 },
      { lat: 2, lng: 2 },
    ]);
    const b = columnsOf([
      { lat: 3, lng: 3 },
      { lat: 4, lng: 4, gapBefore: true },
    ]);
    const points = [...mergedRoute([a, b]).chunks(10)].flat();
    expect(points).toEqual([
      { lat: 1, lng: 1 },
      { lat: 2, lng: 2 },
      { lat: 3, lng: 3, gapBefore: true },
      { lat: 4, lng: 4, gapBefore: true },
    ]);
  });

  it('give back a route coming back from an export as it was: its order, its lines, its elevations', () => {
    const route = [
      { ...at(30, 1), ele: 1634.2 },
      { ...at(10, 2), gapBefore: true },
      { ...at(20, 3), ele: -12.345678 },
    ];
    expect([...mergedRoute([columnsOf(route)], { asGiven: true }).chunks(2)].flat()).toEqual(route);
  });
});
