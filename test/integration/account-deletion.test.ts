import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tracesOfAccount } from '../support/account-traces';
import { bearer, json, phone } from '../support/devices';
import type { TestClient } from '../support/http-client';
import { type ImmichStandIn, startImmichStandIn } from '../support/immich-stand-in';
import { importAt, sendImport } from '../support/imports';
import { singleSignOnServer } from '../support/oidc';
import { backgroundJobsSettled, photoTaken, samplePhoto, uploadPhoto } from '../support/photos';
import { SANDBOX_PAYMENTS, setPlan } from '../support/plans';
import { gpxFile, trackPoints } from '../support/route-files';
import { type S3TestServer, startS3Server } from '../support/s3';
import { startTestServer, type TestServer } from '../support/server';
import {
  holdings,
  keysOf,
  location,
  marksOf,
  rows,
  type Traveller,
  traveller,
  travellerWithEverything,
} from '../support/traveller-with-everything';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin } from '../support/users';
import { voiceMemoForm } from '../support/voice-memos';

const deleteAccount = (client: TestClient, body?: unknown) => client.request('DELETE', '/api/user', body);

describe('deleting my account', { timeout: 180_000 }, () => {
  let server: TestServer;
  let immich: ImmichStandIn;
  beforeAll(async () => {
    [server, immich] = await Promise.all([startTestServer({ env: SANDBOX_PAYMENTS }), startImmichStandIn()]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), immich?.close()]);
  });

  it('removes every row and every file of the account, and nothing of anyone else', async () => {
    const bob = await traveller(server);
    await setPlan(server, bob.user.id, 'pro');
    const bobsPhotoTrip = await createTrip(bob.client, { title: 'Bob’s photo trip' });
    await uploadPhoto(bob.client, bobsPhotoTrip.id, samplePhoto('horses'), 'bob.jpg');
    const ada = await travellerWithEverything(server, bob, immich);
    expect(
      (await bob.client.get('/api/shared-trips')).body.map((s: { trip: { id: number } }) => s.trip.id),
    ).toEqual([ada.tripId]);

    const marks = await marksOf(server, ada);
    expect(marks.owned.photos).toHaveLength(2);
    expect(marks.owned.imports).toHaveLength(2);
    const accountFiles = await keysOf(server, ada.user.id);
    // Two photos' four files each, the memo, the import's file and the export's ZIP.
    expect(accountFiles).toHaveLength(11);
    const filesBefore = storedFiles(server.dataDir);
    expect(filesBefore).toEqual(expect.arrayContaining(accountFiles));
    // Before: every table holding something of the account is found by the search.
    expect((await tracesOfAccount(server.database.pool, marks)).length).toBeGreaterThan(20);
    const bobBefore = await holdings(bob);

    const deleted = await deleteAccount(ada.client, { password: ada.account.password, confirm: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.headers.getSetCookie().join()).toMatch(/roadbook_sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(ada.client.cookies.has('roadbook_sid')).toBe(false);

    expect(await tracesOfAccount(server.database.pool, marks)).toEqual([]);
    const filesAfter = storedFiles(server.dataDir);
    expect(filesBefore.filter((file) => !filesAfter.includes(file))).toEqual(accountFiles);
    expect(filesAfter.filter((file) => !filesBefore.includes(file))).toEqual([]);

    // The other session, the device's token, the links and the sign-in are all gone with it.
    expect((await ada.elsewhere.get('/api/user')).status).toBe(401);
    const located = await phone(server.baseUrl, '/api/ingest/owntracks', {
      body: JSON.stringify(location(10)),
      headers: { ...json, ...bearer(ada.device.token) },
    });
    expect(located.status).toBe(401);
    expect((await server.client().get(`/api/year-review/${ada.publicReview}`)).status).toBe(404);
    const signIn = await server.client().post('/api/login', {
      username: ada.account.username,
      password: ada.account.password,
    });
    expect(signIn.status).toBe(401);

    // The friend keeps all of theirs, with what Ada added to their trip, no longer attributed to anyone.
    expect(await holdings(bob)).toEqual(bobBefore);
    expect((await bob.client.get('/api/shared-trips')).body).toEqual([]);
    const photos = (await bob.client.get(`/api/trips/${ada.friendsTripId}/photos`)).body;
    expect(photos).toEqual([expect.objectContaining({ id: ada.addedPhotoId, createdBy: null })]);
    const stops = (await bob.client.get(`/api/trips/${ada.friendsTripId}/stops`)).body;
    expect(stops).toEqual([expect.objectContaining({ id: ada.addedStopId, createdBy: null })]);
    expect((await bob.client.get(`/api/trips/${ada.friendsTripId}/shares`)).body).toEqual([]);
    expect((await bob.client.get(`/api/trips/${ada.friendsOtherTripId}/shares`)).body).toEqual([]);
    expect(
      await rows(server, 'select reporter_id, reason from trip_reports where trip_id = $1', [
        ada.friendsTripId,
      ]),
    ).toEqual([{ reporter_id: null, reason: 'Testing the report form' }]);
  });

  it('refuses a wrong or missing password with password_incorrect, and deletes nothing', async () => {
    const ada = await traveller(server);
    const { id: tripId } = await createTrip(ada.client);
    for (const body of [
      { password: 'not my password', confirm: 'DELETE' },
      { confirm: 'DELETE' },
      { password: '', confirm: 'DELETE' },
    ]) {
      const refused = await deleteAccount(ada.client, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'password_incorrect', message: expect.any(String) });
    }
    expect((await deleteAccount(ada.client, { password: 'wrong', confirm: 'DELETE' })).body.message).toBe(
      'The password is not correct',
    );
    expect((await ada.client.get('/api/user')).body).toMatchObject({ id: ada.user.id, singleSignOn: false });
    expect((await ada.client.get(`/api/trips/${tripId}`)).status).toBe(200);
  });

  it('asks for DELETE typed out: without it, or with anything else, 400 validation', async () => {
    const ada = await traveller(server);
    for (const body of [
      { password: ada.account.password },
      { password: ada.account.password, confirm: 'delete' },
      { password: ada.account.password, confirm: true },
      undefined,
    ]) {
      const refused = await deleteAccount(ada.client, body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation');
    }
    expect(
      (await deleteAccount(ada.client, { password: ada.account.password, confirm: 'x' })).body,
    ).toMatchObject({
      message: 'Type DELETE to confirm',
      errors: [{ path: '/confirm', message: 'Type DELETE to confirm' }],
    });
    expect((await ada.client.get('/api/user')).status).toBe(200);
  });

  it('answers 401 without a session, and to the same request sent again once it succeeded', async () => {
    const ada = await traveller(server);
    const body = { password: ada.account.password, confirm: 'DELETE' };
    const signedOut = await deleteAccount(server.client(), body);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('unauthorized');

    const copy = ada.client.withCookiesOn();
    expect((await deleteAccount(ada.client, body)).status).toBe(204);
    const again = await deleteAccount(copy, body);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('unauthorized');
  });

  it('keeps the last administrator, and lets an administrator go while another remains', async () => {
    const first = await traveller(server);
    await makeAdmin(server, first.user.username);
    const body = (who: Traveller) => ({ password: who.account.password, confirm: 'DELETE' });
    const refused = await deleteAccount(first.client, body(first));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'last_admin',
      message:
        'You are the only administrator of this Roadbook. Make another account an administrator before deleting yours.',
    });
    expect((await first.client.get('/api/user')).body.isAdmin).toBe(true);

    const second = await traveller(server);
    await makeAdmin(server, second.user.username);
    expect((await deleteAccount(first.client, body(first))).status).toBe(204);
    expect((await deleteAccount(second.client, body(second))).body.code).toBe('last_admin');
  });
});

describe('deleting a single sign-on account', { timeout: 60_000 }, () => {
  const sso = singleSignOnServer([
    { sub: 'fresh', email: 'fresh@example.com', given_name: 'Fresh', preferred_username: 'fresh' },
    { sub: 'stale', email: 'stale@example.com', given_name: 'Stale', preferred_username: 'stale' },
  ]);

  async function signInAs(accountId: string): Promise<TestClient> {
    const client = sso.server.client();
    await sso.signIn(client, accountId);
    return client;
  }

  it('needs no password within ten minutes of signing in', async () => {
    const client = await signInAs('fresh');
    const me = (await client.get('/api/user')).body;
    expect(me).toMatchObject({ username: 'fresh', singleSignOn: true });
    const trip = await createTrip(client);
    expect((await deleteAccount(client, { confirm: 'DELETE' })).status).toBe(204);
    expect(await rows(sso.server, 'select id from users where id = $1', [me.id])).toEqual([]);
    expect(await rows(sso.server, 'select id from trips where id = $1', [trip.id])).toEqual([]);
  });

  it('asks for a fresh sign-in once the sign-in is older, whatever password is sent', async () => {
    const client = await signInAs('stale');
    const me = (await client.get('/api/user')).body;
    await sso.server.database.pool.query(
      `update sessions set sess = jsonb_set(sess, '{createdAt}', to_jsonb(to_char(
         (now() - interval '11 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
       where user_id = $1`,
      [me.id],
    );
    for (const body of [{ confirm: 'DELETE' }, { password: 'anything', confirm: 'DELETE' }]) {
      const refused = await deleteAccount(client, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'fresh_sign_in_required',
        message: 'Sign in again, then delete your account within 10 minutes of signing in.',
      });
    }
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('deleting an account whose files are in a bucket', { timeout: 120_000 }, () => {
  let s3: S3TestServer;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('leaves no object of the account, and every other one', async () => {
    const bob = await traveller(server);
    const bobsTrip = await createTrip(bob.client);
    await uploadPhoto(bob.client, bobsTrip.id, samplePhoto('horses'), 'bob.jpg');
    const ada = await traveller(server);
    const trip = await createTrip(ada.client);
    const stop = await addStop(ada.client, trip.id);
    expect((await ada.client.post(`/api/stops/${stop.id}/voice-memo`, voiceMemoForm())).status).toBe(200);
    const dog = await photoTaken('dog', { clock: '2026:05:02 10:00:00', gps: { lat: 38.57, lon: -109.55 } });
    await uploadPhoto(ada.client, trip.id, dog, 'dog.jpg');
    const sent = await sendImport(ada.client, [{ name: 'drive.gpx', bytes: gpxFile(trackPoints(30)) }]);
    await importAt(ada.client, sent.body.id, ['ready']);
    await backgroundJobsSettled(server.database.db, 60);

    const accountKeys = await keysOf(server, ada.user.id);
    // The photo's four files, the memo and the import's file.
    expect(accountKeys).toHaveLength(6);
    const before = s3.keys();
    expect(before).toEqual(expect.arrayContaining(accountKeys));

    const deleted = await deleteAccount(ada.client, { password: ada.account.password, confirm: 'DELETE' });
    expect(deleted.status).toBe(204);
    const after = s3.keys();
    expect(after.filter((key) => accountKeys.includes(key))).toEqual([]);
    expect(before.filter((key) => !after.includes(key))).toEqual(accountKeys);
    expect(storedFiles(server.dataDir).filter((file) => !file.startsWith('.'))).toEqual([]);
  });
});
