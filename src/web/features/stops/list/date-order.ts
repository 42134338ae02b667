import type { Stop } from '../../../../common/contract/stops';

/**
 * The first pair of dated stops that, in this order, arrive earlier than a stop before them: the later-placed
 * stop and the one it should come before. Stops without an arrival time have no date order to break.
 */
export function outOfDateOrder(
  ordered: readonly Pick<Stop, 'name' | 'arrivalTime'>[],
): { moved: string; before: string } | null {
  let latest: Pick<Stop, 'name' | 'arrivalTime'> | null = null;
  for (const stop of ordered) {
    if (!stop.arrivalTime) continue;
    if (latest?.arrivalTime && stop.arrivalTime < latest.arrivalTime)
      return { moved: stop.name, before: latest.name };
    if (!latest || (latest.arrivalTime ?? '') < stop.arrivalTime) latest = stop;
  }
  return null;
}
