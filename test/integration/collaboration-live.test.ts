import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { openEventStream, type StreamEvent } from '../support/event-stream';
import { TestClient } from '../support/http-client';
import { setPlan } from '../support/plans';
import { processFixture } from '../support/server-process';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

const { newDataDir, start, cleanUp } = processFixture();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let urlA: string;
let urlB: string;

/** Two built server processes on one PostgreSQL database. */
beforeAll(async () => {
  database = await createTestDatabase();
  const serverA = start(newDataDir(), { DATABASE_URL: database.url });
  const serverB = start(newDataDir(), { DATABASE_URL: database.url });
  await Promise.all([serverA.ready, serverB.ready]);
  urlA = serverA.url();
  urlB = serverB.url();
}, 180_000);
afterAll(async () => {
  cleanUp();
  await database?.close();
});

const viewerIds = (event: StreamEvent) =>
  (event.data as { viewers: { id: number }[] }).viewers.map((viewer) => viewer.id).sort((x, y) => x - y);

describe('a trip followed live across two app servers', { timeout: 120_000 }, () => {
  it('tells Bob on server B of Alice’s change on server A within 2 seconds, and who has the trip open', async () => {
    const alice = new TestClient(urlA);
    const { user: aliceUser } = await signUp(alice, { firstName: 'Alice' });
    await setPlan({ database }, aliceUser.id, 'pro');
    const bob = new TestClient(urlB);
    const { user: bobUser } = await signUp(bob, { firstName: 'Bob' });
    const trip = await createTrip(alice);
    await alice.post(`/api/trips/${trip.id}/share`, { sharedWithId: bobUser.id, shareType: 'edit' });

    const bobStream = await openEventStream(bob, `/api/trips/${trip.id}/events`);
    expect(bobStream.status).toBe(200);
    expect(bobStream.contentType).toMatch(/^text\/event-stream/);
    const alone = await bobStream.next((e) => e.event === 'presence');
    expect(viewerIds(alone)).toEqual([bobUser.id]);

    const aliceStream = await openEventStream(alice, `/api/trips/${trip.id}/events`);
    const together = await bobStream.next((e) => e.event === 'presence' && viewerIds(e).length === 2);
    expect(viewerIds(together)).toEqual([aliceUser.id, bobUser.id].sort((x, y) => x - y));
    expect((together.data as { viewers: unknown[] }).viewers).toContainEqual({
      id: aliceUser.id,
      firstName: 'Alice',
      username: aliceUser.username,
    });

    // Timed from the moment Alice's stop is saved: how long her own request takes on a busy machine is not
    // part of what reaches Bob.
    const stop = await addStop(alice, trip.id, { name: 'Moab' });
    const saved = Date.now();
    const change = await bobStream.next((e) => e.event === 'change', 2_000);
    expect(Date.now() - saved).toBeLessThan(2_000);
    expect(change.data).toEqual({
      type: 'stop.created',
      id: stop.id,
      actor: { id: aliceUser.id, firstName: 'Alice', username: aliceUser.username },
    });
    // Bob's own change reaches Alice on the other server the same way.
    await bob.put(`/api/stops/${stop.id}`, { name: 'Moab, Utah' });
    const back = await aliceStream.next(
      (e) => e.event === 'change' && (e.data as { type: string }).type === 'stop.updated',
    );
    expect(back.data).toMatchObject({ id: stop.id, actor: { id: bobUser.id } });

    aliceStream.close();
    const left = await bobStream.next((e) => e.event === 'presence' && viewerIds(e).length === 1);
    expect(viewerIds(left)).toEqual([bobUser.id]);
    bobStream.close();
  });

  it('is for the owner and editors only: a viewer and a stranger get 404, nobody signed out 401', async () => {
    const alice = new TestClient(urlA);
    const { user: aliceUser } = await signUp(alice);
    await setPlan({ database }, aliceUser.id, 'pro');
    const trip = await createTrip(alice);
    const viewer = new TestClient(urlB);
    const { user: viewerUser } = await signUp(viewer);
    await alice.post(`/api/trips/${trip.id}/share`, { sharedWithId: viewerUser.id });
    const stranger = new TestClient(urlB);
    await signUp(stranger);
    for (const [client, status] of [
      [viewer, 404],
      [stranger, 404],
      [new TestClient(urlA), 401],
    ] as const) {
      const stream = await openEventStream(client, `/api/trips/${trip.id}/events`);
      expect(stream.status).toBe(status);
      expect(JSON.parse(stream.body ?? '{}').code).toBe(status === 404 ? 'not_found' : 'unauthorized');
    }
  });
});
