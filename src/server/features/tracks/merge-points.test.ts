import { describe, expect, it } from 'vitest';
import { appendableAfter, lastInTimeOrder, mergeRecordedPoints } from './merge-points';

const at = (second: number, lat = 40) => ({
  lat,
  lng: -105,
  time: new Date(Date.UTC(2026, 4, 1, 12, 0, second)).toISOString(),
});

describe('mergeRecordedPoints', () => {
  it('adds nothing for a batch sent again', () => {
    const stored = [at(1), at(2)];
    expect(mergeRecordedPoints(stored, [at(1), at(2)])).toEqual({ route: stored, added: 0 });
  });

  it('keeps time order when batches arrive out of order, whatever the offset of their times', () => {
    const later = [at(10), at(11)];
    const earlier = [at(1), { lat: 41, lng: -105, time: '2026-05-01T14:00:02+02:00' }];
    const { route, added } = mergeRecordedPoints(later, earlier);
    expect(added).toBe(2);
    expect(route.map((point) => Date.parse(point.time ?? ''))).toEqual(
      [1, 2, 10, 11].map((second) => Date.UTC(2026, 4, 1, 12, 0, second)),
    );
  });

  it('appends points without a time as they come', () => {
    const { route, added } = mergeRecordedPoints([at(5)], [{ lat: 1, lng: 2 }, at(5)]);
    expect(added).toBe(1);
    expect(route).toEqual([at(5), { lat: 1, lng: 2 }]);
  });
});

describe('appendableAfter', () => {
  it('gives what the merge adds when every point is later than the end: one per moment, in time order', () => {
    const stored = [at(1), at(2)];
    const batch = [at(5), at(3), at(4, 41), at(4)];
    expect(appendableAfter(at(2), batch)).toEqual(mergeRecordedPoints(stored, batch).route.slice(2));
  });

  it('leaves a batch reaching back to the end or before it, or with a point without a time, to the merge', () => {
    expect(appendableAfter(at(2), [at(3), at(2)])).toBeUndefined();
    expect(appendableAfter(at(2), [at(1)])).toBeUndefined();
    expect(appendableAfter(at(2), [at(3), { lat: 1, lng: 2 }])).toBeUndefined();
  });
});

describe('lastInTimeOrder', () => {
  it('is the last point of a timed route in time order, moments repeated or not', () => {
    expect(lastInTimeOrder([at(1), at(1), at(2)])).toEqual(at(2));
  });

  it('is null for a route out of order, with a point without a time, or without points', () => {
    expect(lastInTimeOrder([at(2), at(1)])).toBeNull();
    expect(lastInTimeOrder([at(1), { lat: 1, lng: 2 }])).toBeNull();
    expect(lastInTimeOrder([])).toBeNull();
  });
});
