import { TIME_ZONE_COOKIE } from '../src/common/first-view';
import { TestClient } from '../test/support/http-client';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';

export interface LoadUser {
  client: TestClient;
  tripId: number;
}

/**
 * 100 users: sign-up is limited per address (20 an hour), so a few accounts (20 by default, each used by five
 * at once).
 */
export async function signUpLoadUsers(base: string, accounts = 20): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  const accountUsers: LoadUser[] = [];
  for (let account = 0; account < accounts; account++) {
    const client = new TestClient(base);
    await signUp(client);
    client.cookies.set(TIME_ZONE_COOKIE, 'UTC');
    const trip = await createTrip(client, { title: `Trip ${account}` });
    accountUsers.push({ client, tripId: trip.id });
  }
  for (let user = 0; user < 100; user++) users.push(accountUsers[user % accounts] as LoadUser);
  return users;
}

/** One request of the load: when it started (performance.now()) and how long it took, in ms. */
export interface Timed {
  startedAt: number;
  ms: number;
}

/**
 * Every user, in a loop until `until()` is false: one stop added for four reads of trips, stops and session, and
 * the trip's page opened (drawn by the server, as for a browser that has run the app before).
 */
export async function runMixedLoad(
  users: LoadUser[],
  until: () => boolean,
): Promise<{ requests: number; failures: number; timings: Timed[] }> {
  let requests = 0;
  let failures = 0;
  const timings: Timed[] = [];
  await Promise.all(
    users.map(async ({ client, tripId }) => {
      while (until()) {
        const kind = requests % 6;
        const startedAt = performance.now();
        const response =
          kind === 0
            ? await client.post(`/api/trips/${tripId}/stops`, {
                name: `Stop ${requests}`,
                latitude: 39 + Math.random(),
                longitude: -105 + Math.random(),
              })
            : await client.get(
                [
                  `/api/trips/${tripId}/stops`,
                  `/api/trips/${tripId}`,
                  '/api/trips',
                  '/api/user',
                  `/trips/${tripId}`,
                ][kind - 1] ?? '',
              );
        timings.push({ startedAt, ms: performance.now() - startedAt });
        requests++;
        if (response.status >= 400) failures++;
      }
    }),
  );
  return { requests, failures, timings };
}
