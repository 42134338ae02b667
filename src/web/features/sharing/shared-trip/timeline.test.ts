import { describe, expect, it } from 'vitest';
import type { Stop } from '../../../../common/contract/stops';
import { byArrival } from './timeline';

const stop = (id: number, arrivalTime: string | null, stopOrder: number | null = null) =>
  ({ id, arrivalTime, stopOrder }) as Stop;

describe('byArrival', () => {
  it('orders by arrival time and puts stops without one last', () => {
    const stops = [
      stop(1, null, 1),
      stop(2, '2024-06-03T10:00:00.000Z', 0),
      stop(3, '2024-06-01T10:00:00.000Z', 5),
      stop(4, null, 0),
    ];
    expect(byArrival(stops).map((item) => item.id)).toEqual([3, 2, 4, 1]);
  });
});
