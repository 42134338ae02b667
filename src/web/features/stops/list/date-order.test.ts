import { describe, expect, it } from 'vitest';
import { outOfDateOrder } from './date-order';

const stop = (name: string, arrivalTime: string | null) => ({ name, arrivalTime });

describe('stops out of date order', () => {
  it('names the first stop placed after one it arrived before', () => {
    expect(
      outOfDateOrder([
        stop('Carmel', '2026-11-17T10:00:00.000Z'),
        stop('San Diego', '2026-11-21T19:00:00.000Z'),
        stop('Santa Barbara', '2026-11-18T17:00:00.000Z'),
      ]),
    ).toEqual({ moved: 'Santa Barbara', before: 'San Diego' });
  });

  it('finds none in date order, or among undated stops', () => {
    expect(
      outOfDateOrder([
        stop('Carmel', '2026-11-17T10:00:00.000Z'),
        stop('Big Sur', null),
        stop('Santa Barbara', '2026-11-18T17:00:00.000Z'),
      ]),
    ).toBeNull();
    expect(outOfDateOrder([stop('A', null), stop('B', null)])).toBeNull();
  });
});
