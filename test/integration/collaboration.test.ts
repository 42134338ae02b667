import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'collab_admin' } });
});
afterAll(async () => {
  await server.close();
});

/** A signed-in person on their own client. */
async function person(firstName: string, overrides: Record<string, string> = {}) {
  const client = server.client();
  const { user, account } = await signUp(client, { firstName, ...overrides });
  return { client, id: user.id, account };
}

/** Alice (Pro) with a trip she shares for editing with Bob. */
async function aliceAndBob() {
  const alice = await person('Alice');
  await setPlan(server, alice.id, 'pro');
  const bob = await person('Bob');
  const trip = await createTrip(alice.client);
  const share = await alice.client.post(`/api/trips/${trip.id}/share`, {
    sharedWithId: bob.id,
    shareType: 'edit',
  });
  expect(share.status).toBe(201);
  expect(share.body.shareType).toBe('edit');
  return { alice, bob, tripId: trip.id, shareId: share.body.id as number };
}

describe('edit shares', () => {
  it('are for Pro owners: a Premium owner is refused with plan_required, for new shares and for switching', async () => {
    const owner = await person('Pat');
    await setPlan(server, owner.id, 'premium');
    const friend = await person('Fay');
    const trip = await createTrip(owner.client);
    const refused = await owner.client.post(`/api/trips/${trip.id}/share`, {
      sharedWithId: friend.id,
      shareType: 'edit',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_required');
    expect(refused.body.message).toMatch(/Pro plan/);
    const view = await owner.client.post(`/api/trips/${trip.id}/share`, { sharedWithId: friend.id });
    expect(view.status).toBe(201);
    expect(view.body.shareType).toBe('view');
    const switched = await owner.client.patch(`/api/trip-shares/${view.body.id}`, { shareType: 'edit' });
    expect(switched.status).toBe(403);
    expect(switched.body.code).toBe('plan_required');
    const bad = await owner.client.post(`/api/trips/${trip.id}/share`, {
      sharedWithId: friend.id,
      shareType: 'own',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
  });

  it('are open to an administrator owner whatever the plan', async () => {
    const admin = await person('Ada', { username: 'collab_admin' });
    await makeAdmin(server, 'collab_admin');
    const friend = await person('Fred');
    const trip = await createTrip(admin.client);
    const made = await admin.client.post(`/api/trips/${trip.id}/share`, {
      sharedWithId: friend.id,
      shareType: 'edit',
    });
    expect(made.status).toBe(201);
    expect((await friend.client.put(`/api/trips/${trip.id}`, { title: 'Ours' })).status).toBe(200);
  });

  it('let an existing user edit at once, show as "edit" in Shared with Me, and switch to view and back', async () => {
    const { alice, bob, tripId, shareId } = await aliceAndBob();
    const held = await bob.client.get('/api/shared-trips');
    expect(held.body).toEqual([expect.objectContaining({ id: shareId, shareType: 'edit', canEdit: true })]);
    const opened = await bob.client.get(`/api/trips/${tripId}`);
    expect(opened.status).toBe(200);
    // Bob is on the Free plan and works with Alice's: the page offers her Pro features.
    expect(opened.body).toMatchObject({ canEdit: true, role: 'editor', planTier: 'pro' });
    expect((await alice.client.get(`/api/trips/${tripId}`)).body).toMatchObject({
      role: 'owner',
      planTier: 'pro',
    });

    const toView = await alice.client.patch(`/api/trip-shares/${shareId}`, { shareType: 'view' });
    expect(toView.status).toBe(200);
    expect(toView.body.shareType).toBe('view');
    expect((await bob.client.get(`/api/trips/${tripId}`)).status).toBe(404);
    expect(
      (await bob.client.post(`/api/trips/${tripId}/stops`, { name: 'X', visitType: 'scenic' })).status,
    ).toBe(404);
    expect((await bob.client.get('/api/shared-trips')).body[0]).toMatchObject({
      shareType: 'view',
      canEdit: false,
    });

    expect((await alice.client.patch(`/api/trip-shares/${shareId}`, { shareType: 'edit' })).status).toBe(200);
    expect((await bob.client.get(`/api/trips/${tripId}`)).status).toBe(200);
    // Only the owner switches: the editor cannot make themselves anything else.
    expect((await bob.client.patch(`/api/trip-shares/${shareId}`, { shareType: 'view' })).body.code).toBe(
      'forbidden',
    );
  });

  it('act as view shares, kept and marked, while the owner’s plan lacks collaboration', async () => {
    const { alice, bob, tripId, shareId } = await aliceAndBob();
    await setPlan(server, alice.id, 'free');
    expect((await bob.client.put(`/api/trips/${tripId}`, { title: 'Mine now' })).status).toBe(404);
    expect((await bob.client.get('/api/shared-trips')).body[0]).toMatchObject({
      shareType: 'edit',
      canEdit: false,
    });
    const listed = await alice.client.get(`/api/trips/${tripId}/shares`);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: shareId, shareType: 'edit', editPaused: true }),
    ]);
    await setPlan(server, alice.id, 'pro');
    expect((await bob.client.put(`/api/trips/${tripId}`, { title: 'Ours again' })).status).toBe(200);
    expect((await alice.client.get(`/api/trips/${tripId}/shares`)).body[0].editPaused).toBe(false);
  });

  it('to an e-mail address work once the invitation link is claimed', async () => {
    const alice = await person('Alice');
    await setPlan(server, alice.id, 'pro');
    const trip = await createTrip(alice.client);
    const carol = await person('Carol');
    const invited = await alice.client.post(`/api/trips/${trip.id}/share`, {
      sharedWithEmail: carol.account.email.toUpperCase(),
      shareType: 'edit',
    });
    expect(invited.status).toBe(201);
    expect((await carol.client.get(`/api/trips/${trip.id}`)).status).toBe(404);
    expect((await carol.client.get(`/api/shared-trip/${invited.body.inviteToken}`)).status).toBe(200);
    expect((await carol.client.get(`/api/trips/${trip.id}`)).body.role).toBe('editor');
  });

  it('carry the owner’s plan: an editor on a Free plan generates descriptions with the Pro owner’s features', async () => {
    const { bob, tripId } = await aliceAndBob();
    const stop = await addStop(bob.client, tripId);
    const described = await bob.client.post(`/api/stops/${stop.id}/generate-description`);
    expect(described.status).toBe(200);
    const own = await createTrip(bob.client);
    const ownStop = await addStop(bob.client, own.id);
    expect((await bob.client.post(`/api/stops/${ownStop.id}/generate-description`)).body.code).toBe(
      'plan_required',
    );
  });
});

describe('attribution and activity', () => {
  it('names who added each stop, photo and memo, and lists who did what, newest first', async () => {
    const { alice, bob, tripId } = await aliceAndBob();
    const stop = await addStop(alice.client, tripId, { name: 'Moab' });
    const photo = await bob.client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg({ width: 40, height: 30 }), 'arch.jpg', { stopId: String(stop.id) }),
    );
    expect(photo.status).toBe(201);
    expect(photo.body.createdBy).toEqual({ id: bob.id, firstName: 'Bob', username: bob.account.username });
    const renamed = await bob.client.put(`/api/stops/${stop.id}`, { name: 'Moab, Utah' });
    expect(renamed.body.createdBy).toMatchObject({ id: alice.id, firstName: 'Alice' });
    const stops = (await bob.client.get(`/api/trips/${tripId}/stops`)).body as { createdBy: unknown }[];
    expect(stops[0]?.createdBy).toMatchObject({ id: alice.id });
    const photos = (await alice.client.get(`/api/trips/${tripId}/photos`)).body as { createdBy: unknown }[];
    expect(photos[0]?.createdBy).toMatchObject({ id: bob.id });

    const activity = await alice.client.get(`/api/trips/${tripId}/activity`);
    expect(activity.status).toBe(200);
    expect(activity.body.map((entry: { action: string }) => entry.action)).toEqual([
      'stop.updated',
      'photo.created',
      'stop.created',
    ]);
    expect(activity.body[0]).toMatchObject({
      actor: { id: bob.id, firstName: 'Bob', username: bob.account.username },
      subject: { type: 'stop', id: stop.id, name: 'Moab, Utah' },
    });
    expect(Date.parse(activity.body[0].at)).not.toBeNaN();
  });
});

describe('versions and If-Match', () => {
  async function staleRename(client: TestClient, url: string, version: number, body: object) {
    return client.request('PUT', url, body, { 'if-match': `"${version}"` });
  }

  it('answers a stale stop edit 409 with the stop as it is now, and lets an edit without If-Match through', async () => {
    const { alice, bob, tripId } = await aliceAndBob();
    const stop = (
      await alice.client.post(`/api/trips/${tripId}/stops`, { name: 'Moab', visitType: 'scenic' })
    ).body;
    expect(stop.version).toBe(1);
    const first = await staleRename(alice.client, `/api/stops/${stop.id}`, 1, { name: 'Moab by Alice' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await staleRename(bob.client, `/api/stops/${stop.id}`, 1, { name: 'Moab by Bob' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      current: { id: stop.id, name: 'Moab by Alice', version: 2 },
    });
    const reapplied = await staleRename(bob.client, `/api/stops/${stop.id}`, 2, { name: 'Moab by Bob' });
    expect(reapplied.body).toMatchObject({ name: 'Moab by Bob', version: 3 });
    const blind = await bob.client.put(`/api/stops/${stop.id}`, { name: 'Last write wins' });
    expect(blind.body).toMatchObject({ name: 'Last write wins', version: 4 });
    const bad = await bob.client.request(
      'PUT',
      `/api/stops/${stop.id}`,
      { name: 'x' },
      { 'if-match': 'yesterday' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
  });

  it('does the same for the trip and for photos', async () => {
    const { alice, bob, tripId } = await aliceAndBob();
    const trip = (await alice.client.get(`/api/trips/${tripId}`)).body;
    expect(
      (await staleRename(alice.client, `/api/trips/${tripId}`, trip.version, { title: 'A' })).status,
    ).toBe(200);
    const staleTrip = await staleRename(bob.client, `/api/trips/${tripId}`, trip.version, { title: 'B' });
    expect(staleTrip.status).toBe(409);
    expect(staleTrip.body.current).toMatchObject({ id: tripId, title: 'A', version: trip.version + 1 });

    const photo = (
      await alice.client.post(
        `/api/trips/${tripId}/photos`,
        photoForm(await makeJpeg({ width: 40, height: 30 }), 'a.jpg'),
      )
    ).body;
    expect(
      (await staleRename(alice.client, `/api/photos/${photo.id}`, photo.version, { caption: 'One' })).status,
    ).toBe(200);
    const stalePhoto = await staleRename(bob.client, `/api/photos/${photo.id}`, photo.version, {
      caption: 'Two',
    });
    expect(stalePhoto.status).toBe(409);
    expect(stalePhoto.body.current).toMatchObject({ id: photo.id, caption: 'One' });
  });

  it('lets exactly one of two simultaneous edits from the same version through', async () => {
    const { alice, bob, tripId } = await aliceAndBob();
    const stop = await addStop(alice.client, tripId);
    for (let round = 0; round < 5; round++) {
      const version = (await alice.client.get(`/api/trips/${tripId}/stops`)).body[0].version as number;
      const answers = await Promise.all([
        staleRename(alice.client, `/api/stops/${stop.id}`, version, { name: `Alice ${round}` }),
        staleRename(bob.client, `/api/stops/${stop.id}`, version, { name: `Bob ${round}` }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
  });
});
