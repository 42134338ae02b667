import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../../common/tracks/geometry';
import { matchPhotosToRoute, positionAt, timedPoints } from './route-placement';

const NOON = Date.UTC(2026, 4, 2, 12);
const minutes = (n: number) => NOON + n * 60_000;
const point = (minute: number, lat: number, lng: number): TrackPoint => ({
  lat,
  lng,
  time: new Date(minutes(minute)).toISOString(),
});
const photo = (id: number, minute: number) => ({ id, takenAt: new Date(minutes(minute)) });
const DEFAULTS = { maxGapMinutes: 30, clockOffsetMinutes: 0 };

/** A drive north at a degree of latitude every 10 minutes. */
const drive = [point(0, 40, -105), point(10, 41, -105), point(20, 42, -105)];

describe('matchPhotosToRoute', () => {
  it('places a photo between the two points around its time, in proportion', () => {
    const { placed, unplaced } = matchPhotosToRoute([photo(1, 5), photo(2, 12.5)], drive, DEFAULTS);
    expect(placed).toEqual([
      { photoId: 1, lat: 40.5, lng: -105 },
      { photoId: 2, lat: 41.25, lng: -105 },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('takes a point the photo was taken at exactly', () => {
    expect(matchPhotosToRoute([photo(1, 10)], drive, DEFAULTS).placed).toEqual([
      { photoId: 1, lat: 41, lng: -105 },
    ]);
  });

  it('takes the first point for a photo shortly before it and the last for one shortly after', () => {
    const { placed } = matchPhotosToRoute([photo(1, -20), photo(2, 45)], drive, DEFAULTS);
    expect(placed).toEqual([
      { photoId: 1, lat: 40, lng: -105 },
      { photoId: 2, lat: 42, lng: -105 },
    ]);
  });

  it('leaves out a photo farther than the largest gap from the route, and places it with a larger gap', () => {
    const late = [photo(1, 51)];
    expect(matchPhotosToRoute(late, drive, DEFAULTS)).toEqual({ placed: [], unplaced: [1] });
    expect(matchPhotosToRoute(late, drive, { ...DEFAULTS, maxGapMinutes: 60 }).placed).toEqual([
      { photoId: 1, lat: 42, lng: -105 },
    ]);
  });

  it('does not draw a line across a gap in the recording longer than the largest gap', () => {
    // Stopped recording for two hours between the two points.
    const route = [point(0, 40, -105), point(120, 45, -100)];
    const { placed, unplaced } = matchPhotosToRoute(
      [photo(1, 10), photo(2, 60), photo(3, 100)],
      route,
      DEFAULTS,
    );
    // Near either end: at that end's point; in the middle of the gap: nowhere.
    expect(placed).toEqual([
      { photoId: 1, lat: 40, lng: -105 },
      { photoId: 3, lat: 45, lng: -100 },
    ]);
    expect(unplaced).toEqual([2]);
  });

  it('draws a line across a gap no longer than the largest gap', () => {
    const route = [point(0, 40, -105), point(120, 45, -100)];
    expect(matchPhotosToRoute([photo(1, 60)], route, { ...DEFAULTS, maxGapMinutes: 120 }).placed).toEqual([
      { photoId: 1, lat: 42.5, lng: -102.5 },
    ]);
  });

  it("moves the camera's clock by the offset before matching", () => {
    // A camera 10 minutes behind says 12:00 for a photo taken at 12:10.
    const { placed } = matchPhotosToRoute([photo(1, 0)], drive, { ...DEFAULTS, clockOffsetMinutes: 10 });
    expect(placed).toEqual([{ photoId: 1, lat: 41, lng: -105 }]);
    const behind = matchPhotosToRoute([photo(1, 20)], drive, { ...DEFAULTS, clockOffsetMinutes: -15 });
    expect(behind.placed).toEqual([{ photoId: 1, lat: 40.5, lng: -105 }]);
  });

  it('places nothing on a route without times, and ignores the points that have none', () => {
    const untimed: TrackPoint[] = [
      { lat: 40, lng: -105 },
      { lat: 41, lng: -105 },
    ];
    expect(matchPhotosToRoute([photo(1, 0), photo(2, 5)], untimed, DEFAULTS)).toEqual({
      placed: [],
      unplaced: [1, 2],
    });
    expect(matchPhotosToRoute([photo(1, 0)], [], DEFAULTS).unplaced).toEqual([1]);
    const mixed = [
      point(0, 40, -105),
      { lat: 80, lng: 0 },
      { lat: 1, lng: 1, time: 'soon' },
      point(10, 41, -105),
    ];
    expect(matchPhotosToRoute([photo(1, 5)], mixed, DEFAULTS).placed).toEqual([
      { photoId: 1, lat: 40.5, lng: -105 },
    ]);
  });

  it('matches a route whose points are not in time order as if they were', () => {
    const shuffled = [drive[2], drive[0], drive[1]] as TrackPoint[];
    expect(matchPhotosToRoute([photo(1, 15)], shuffled, DEFAULTS).placed).toEqual([
      { photoId: 1, lat: 41.5, lng: -105 },
    ]);
  });

  it('reads times written with an offset as the same moment', () => {
    const route = [point(0, 40, -105), { lat: 41, lng: -105, time: '2026-05-02T06:10:00-06:00' }];
    expect(matchPhotosToRoute([photo(1, 5)], route, DEFAULTS).placed).toEqual([
      { photoId: 1, lat: 40.5, lng: -105 },
    ]);
  });

  it('crosses the date line the short way', () => {
    const route = [point(0, -17, 179), point(10, -17, -179)];
    const [placed] = matchPhotosToRoute([photo(1, 7.5)], route, DEFAULTS).placed;
    expect(placed?.lng).toBeCloseTo(-179.5, 9);
  });

  it('places a thousand photos on a route of half a million points quickly', () => {
    const route = Array.from({ length: 500_000 }, (_, i) => ({
      lat: 40 + i / 1e5,
      lng: -105,
      time: new Date(NOON + i * 1000).toISOString(),
    }));
    // One every 501.5 s, the last some 17 minutes past the route's end.
    const photos = Array.from({ length: 1000 }, (_, i) => ({ id: i, takenAt: new Date(NOON + i * 501_500) }));
    const started = performance.now();
    const { placed, unplaced } = matchPhotosToRoute(photos, route, DEFAULTS);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(unplaced).toEqual([]);
    expect(placed[1]?.lat).toBeCloseTo(40 + 501.5 / 1e5, 9);
    expect(placed[999]?.lat).toBeCloseTo(40 + 499_999 / 1e5, 9);
  });
});

describe('positionAt', () => {
  it('finds nothing on an empty route', () => {
    expect(positionAt([], NOON, 60_000)).toBeNull();
  });

  it('takes the nearer end of a long gap', () => {
    const points = timedPoints([point(0, 40, -105), point(100, 45, -100)]);
    expect(positionAt(points, minutes(65), 40 * 60_000)).toEqual({ lat: 45, lng: -100 });
    expect(positionAt(points, minutes(35), 40 * 60_000)).toEqual({ lat: 40, lng: -105 });
  });
});
