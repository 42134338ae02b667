import type { TestClient } from '../test/support/http-client';
import { addStop } from '../test/support/trips';

/** `count` stops evenly from Denver to Las Vegas, `hoursApart` hours apart from 1 May 2026; their ids in order. */
export async function addRoadStops(
  owner: TestClient,
  tripId: number,
  count: number,
  hoursApart: number,
): Promise<number[]> {
  const stopIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const stop = await addStop(owner, tripId, {
      name: `Stop ${i + 1}`,
      latitude: 39.74 - (i * 3.57) / count,
      longitude: -104.99 - (i * 10.15) / count,
      arrivalTime: new Date(Date.UTC(2026, 4, 1, 8 + i * hoursApart)).toISOString(),
    });
    stopIds.push(stop.id);
  }
  return stopIds;
}
