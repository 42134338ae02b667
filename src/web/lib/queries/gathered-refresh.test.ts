import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityQueryOptions } from './activity';
import { GATHER_MS, refreshTripParts } from './gathered-refresh';
import { routeQueryOptions } from './route';
import { stopsQueryOptions } from './stops';
import { tripQueryOptions } from './trip';

describe('refreshTripParts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads each part told of in one moment again once, and leaves the others alone', async () => {
    const client = new QueryClient();
    const [activity, stops, trip, route] = [
      activityQueryOptions(7).queryKey,
      stopsQueryOptions(7).queryKey,
      tripQueryOptions(7).queryKey,
      routeQueryOptions(7).queryKey,
    ].map((key) => JSON.stringify(key));
    for (const options of [
      activityQueryOptions(7),
      stopsQueryOptions(7),
      tripQueryOptions(7),
      routeQueryOptions(7),
    ])
      client.setQueryData(options.queryKey, [] as never);
    const invalidated: string[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate')
        invalidated.push(event.query.queryHash);
    });

    for (let i = 0; i < 50; i += 1) refreshTripParts(client, 7, ['activity']);
    refreshTripParts(client, 7, ['stops', 'activity']);
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(GATHER_MS);

    // Stops changed: the trip's figures are read again with them.
    expect(invalidated.sort()).toEqual([activity, stops, trip].sort());
    expect(invalidated).not.toContain(route);

    client.setQueryData(activityQueryOptions(7).queryKey, []);
    refreshTripParts(client, 7, ['activity']);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(invalidated.filter((hash) => hash === activity)).toHaveLength(2);
  });
});
