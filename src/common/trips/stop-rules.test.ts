import { describe, expect, it } from 'vitest';
import {
  compareStops,
  looksLikeCoordinates,
  mayTakeVisitType,
  mergeByArrival,
  VISIT_TYPES,
  visitTypeChoices,
} from './stop-rules';

describe('looksLikeCoordinates', () => {
  it.each([
    '40.7128, -74.0060',
    '40.7128,-74.0060',
    '-33.86 151.21',
    'Photo location 3',
    'Unnamed Location',
    'GPS location',
    'Coordinates of the camp',
    'Location near the lake',
    '12345',
    '1.5, 2.5, 3',
  ])('hints for %s', (name) => expect(looksLikeCoordinates(name)).toBe(true));

  it.each(['Denver', 'Route 66 Diner', 'Camp 4', 'My location pin', ''])('does not hint for "%s"', (name) =>
    expect(looksLikeCoordinates(name)).toBe(false),
  );
});

describe('compareStops', () => {
  const stop = (id: number, stopOrder: number | null, arrivalTime: string | null) => ({
    id,
    stopOrder,
    arrivalTime,
  });

  it('orders by stopOrder when both have one, else by arrival time, else by id', () => {
    const stops = [
      stop(1, 3, '2026-01-01T10:00Z'),
      stop(2, 1, '2026-01-03T10:00Z'),
      stop(3, null, '2026-01-02T10:00Z'),
      stop(4, null, null),
      stop(5, null, '2026-01-01T08:00Z'),
    ];
    const ordered = [...stops].sort(compareStops).map((s) => s.id);
    expect(ordered.slice(0, 1)).toEqual([5]);
    expect(ordered.indexOf(2)).toBeLessThan(ordered.indexOf(1));
    expect(ordered.at(-1)).toBe(4);
  });

  it('keeps both visit-type lists in one', () => {
    expect(VISIT_TYPES).toEqual(
      expect.arrayContaining(['cultural', 'dining', 'food', 'friends', 'fuel', 'photo']),
    );
  });

  it('offers a stop its own type when the list lacks it, and lets it keep that type but take no other', () => {
    expect(visitTypeChoices('dining')).toBe(VISIT_TYPES);
    expect(visitTypeChoices('roadside')).toEqual(['roadside', ...VISIT_TYPES]);
    expect(mayTakeVisitType('roadside', 'roadside')).toBe(true);
    expect(mayTakeVisitType('fuel', 'roadside')).toBe(true);
    expect(mayTakeVisitType('museum', 'roadside')).toBe(false);
  });
});

describe('mergeByArrival', () => {
  const at = (name: string, day: number | null) => ({
    name,
    arrivalTime: day === null ? null : new Date(Date.UTC(2026, 10, day)),
  });
  const names = (stops: { name: string }[]) => stops.map((stop) => stop.name);

  it('puts a new stop right after the last stop that arrives no later', () => {
    const trip = [at('Carmel Valley', 17), at('Santa Barbara', 18), at('Los Angeles', 20)];
    expect(names(mergeByArrival(trip, [at('San Diego', 21)]))).toEqual([
      'Carmel Valley',
      'Santa Barbara',
      'Los Angeles',
      'San Diego',
    ]);
    expect(names(mergeByArrival(trip, [at('Monterey', 16)]))[0]).toBe('Monterey');
    expect(names(mergeByArrival(trip, [at('Malibu', 19)]))).toEqual([
      'Carmel Valley',
      'Santa Barbara',
      'Malibu',
      'Los Angeles',
    ]);
  });

  it("keeps the owner's order of the others, steps over stops without a time, and puts timeless new stops last", () => {
    const owned = [at('C', 20), at('A', 17), at('Undated', null), at('B', 18)];
    expect(
      names(mergeByArrival(owned, [at('New undated', null), at('D', 19), at('Z', 10), at('A+', 17)])),
    ).toEqual(['Z', 'C', 'A', 'A+', 'Undated', 'B', 'D', 'New undated']);
  });

  it('puts a stop arriving at the same time as another after it', () => {
    expect(names(mergeByArrival([at('First', 17), at('Next', 18)], [at('Same', 17)]))).toEqual([
      'First',
      'Same',
      'Next',
    ]);
  });
});
