import { expect } from 'vitest';
import type { AccountMarks } from './account-traces';
import { readyExport } from './data-export';
import { bearer, json, phone } from './devices';
import type { TestClient } from './http-client';
import { GOOD_KEY, type ImmichStandIn } from './immich-stand-in';
import { importAt, importFiles, sendImport } from './imports';
import { backgroundJobsSettled, photoTaken, samplePhoto, uploadPhoto } from './photos';
import { confirmSubscription, pay, setPlan } from './plans';
import { gpxFile, trackPoints } from './route-files';
import type { TestServer } from './server';
import { addStop, createTrip, shareLink } from './trips';
import { type NewAccount, signUp } from './users';
import { voiceMemoForm } from './voice-memos';

// A traveller holding everything an account can hold, and the marks and keys it leaves in the database.

/** A signed-up traveller and the client signed in as them. */
export interface Traveller {
  client: TestClient;
  account: NewAccount;
  user: { id: number; username: string; email: string };
}

export async function traveller(server: TestServer): Promise<Traveller> {
  const client = server.client();
  return { client, ...(await signUp(client)) };
}

export const rows = async (server: TestServer, text: string, values: unknown[] = []) =>
  (await server.database.pool.query(text, values)).rows;

/** A location as OwnTracks sends it, on 2026-05-02 (inside the sample trip's dates). */
export const location = (minute: number) => ({
  _type: 'location',
  lat: 38.5733 + minute / 1000,
  lon: -109.5498,
  tst: Date.UTC(2026, 4, 2, 15, minute) / 1000,
  tid: 'ad',
});

/** The marks of an account as they are now: its rows' ids and its stored files' names. */
export async function marksOf(server: TestServer, who: Traveller): Promise<AccountMarks> {
  const ids = async (text: string) => (await rows(server, text, [who.user.id])).map((row) => row.id);
  const files = await rows(
    server,
    `select p.filename as name from photos p join trips t on t.id = p.trip_id where t.user_id = $1
     union select coalesce(p.shared_filename, p.filename) from photos p join trips t on t.id = p.trip_id
       where t.user_id = $1
     union select p.thumbnail_filename from photos p join trips t on t.id = p.trip_id
       where t.user_id = $1 and p.thumbnail_filename is not null
     union select p.thumbnail_filename || '.guide.jpg' from photos p join trips t on t.id = p.trip_id
       where t.user_id = $1 and p.thumbnail_filename is not null
     union select s.voice_memo_filename from trip_stops s join trips t on t.id = s.trip_id
       where t.user_id = $1 and s.voice_memo_filename is not null
     union select f ->> 'stored' from imports i, jsonb_array_elements(i.files) f where i.user_id = $1
     union select filename from account_exports where user_id = $1 and filename is not null`,
    [who.user.id],
  );
  return {
    userId: who.user.id,
    username: who.user.username,
    owned: {
      trips: await ids('select id from trips where user_id = $1'),
      trip_stops: await ids(
        'select s.id from trip_stops s join trips t on t.id = s.trip_id where t.user_id = $1',
      ),
      photos: await ids('select p.id from photos p join trips t on t.id = p.trip_id where t.user_id = $1'),
      devices: await ids('select id from devices where user_id = $1'),
      imports: await ids('select id from imports where user_id = $1'),
      trip_shares: await ids('select id from trip_shares where owner_id = $1 or shared_with_id = $1'),
    },
    fileNames: files.map((row) => row.name as string),
  };
}

/** Where each of the account's files is kept, as `area/name` (what a bucket's keys and the uploads folder show). */
export async function keysOf(server: TestServer, userId: number): Promise<string[]> {
  const found = await rows(
    server,
    `select 'photos/' || p.filename as key from photos p join trips t on t.id = p.trip_id where t.user_id = $1
     union select 'shared/' || coalesce(p.shared_filename, p.filename) from photos p
       join trips t on t.id = p.trip_id where t.user_id = $1
     union select 'thumbs/' || p.thumbnail_filename from photos p join trips t on t.id = p.trip_id
       where t.user_id = $1 and p.thumbnail_filename is not null
     union select 'thumbs/' || p.thumbnail_filename || '.guide.jpg' from photos p join trips t on t.id = p.trip_id
       where t.user_id = $1 and p.thumbnail_filename is not null
     union select 'voice/' || s.voice_memo_filename from trip_stops s join trips t on t.id = s.trip_id
       where t.user_id = $1 and s.voice_memo_filename is not null
     union select 'imports/' || (f ->> 'stored') from imports i, jsonb_array_elements(i.files) f
       where i.user_id = $1 and i.status in ('analysing', 'ready', 'importing')
     union select 'exports/' || filename from account_exports where user_id = $1 and filename is not null`,
    [userId],
  );
  return found.map((row) => row.key as string).sort();
}

/**
 * A traveller with a bit of everything: a paid plan, trips with stops, photos with GPS, a voice memo and a route,
 * an invitation by e-mail, a public link and a year's public review, an invitation to `friend` (opened) and an
 * edit share from them, into whose trip they put a photo and a stop and which they reported, an invitation to
 * their address from `friend`, a device with points, an import done and one waiting to start, an Immich link, a
 * reset link, an export, a second session and a failed sign-in.
 */
export async function travellerWithEverything(server: TestServer, friend: Traveller, immich: ImmichStandIn) {
  const ada = await traveller(server);
  const payment = await pay(ada.client, 'premium');
  expect((await confirmSubscription(ada.client, payment.intent.paymentIntentId, 'premium')).status).toBe(200);
  await setPlan(server, ada.user.id, 'pro');

  const trip = await createTrip(ada.client, { title: 'Utah canyons' });
  const stop = await addStop(ada.client, trip.id);
  expect((await ada.client.post(`/api/stops/${stop.id}/voice-memo`, voiceMemoForm())).status).toBe(200);
  const dog = await photoTaken('dog', { clock: '2026:05:02 10:00:00', gps: { lat: 38.57, lon: -109.55 } });
  await uploadPhoto(ada.client, trip.id, dog, 'dog at moab.jpg');
  const second = await createTrip(ada.client, { title: 'Horse country' });
  await uploadPhoto(ada.client, second.id, samplePhoto('horses'), 'horses.jpg');
  const points = [
    { lat: 38.5, lng: -109.5, time: '2026-05-02T15:00:00Z' },
    { lat: 38.6, lng: -109.6, time: '2026-05-02T16:00:00Z' },
  ];
  const route = await ada.client.post(
    `/api/trips/${trip.id}/route/points`,
    { points },
    { 'Idempotency-Key': `route-${ada.user.id}` },
  );
  expect(route.status).toBe(200);

  await shareLink(ada.client, trip.id);
  expect((await ada.client.post(`/api/trips/${trip.id}/public-link`, {})).status).toBe(200);
  const review = await ada.client.post('/api/stats/2026/public-link');
  expect(review.status).toBe(201);
  const toFriend = await ada.client.post(`/api/trips/${trip.id}/share`, { sharedWithId: friend.user.id });
  expect(toFriend.status).toBe(201);
  expect((await friend.client.get(`/api/shared-trip/${toFriend.body.inviteToken}`)).status).toBe(200);

  const friendsTrip = await createTrip(friend.client, { title: 'Bob’s coast road' });
  const fromFriend = await friend.client.post(`/api/trips/${friendsTrip.id}/share`, {
    sharedWithId: ada.user.id,
    shareType: 'edit',
  });
  expect(fromFriend.status).toBe(201);
  const addedPhoto = await uploadPhoto(ada.client, friendsTrip.id, samplePhoto('dog'), 'for bob.jpg');
  const addedStop = await addStop(ada.client, friendsTrip.id, { name: 'Big Sur' });
  const report = await ada.client.post(`/api/shared-trip/${fromFriend.body.inviteToken}/report`, {
    reason: 'Testing the report form',
  });
  expect(report.status).toBe(201);
  const friendsOtherTrip = await createTrip(friend.client, { title: 'Bob’s desert loop' });
  const toAddress = await friend.client.post(`/api/trips/${friendsOtherTrip.id}/share`, {
    sharedWithEmail: ada.account.email,
  });
  expect(toAddress.status).toBe(201);

  const device = await ada.client.post('/api/devices', { name: 'Ada’s phone', app: 'owntracks' });
  expect(device.status).toBe(201);
  for (const minute of [0, 5]) {
    const sent = await phone(server.baseUrl, '/api/ingest/owntracks', {
      body: JSON.stringify(location(minute)),
      headers: { ...json, ...bearer(device.body.token) },
    });
    expect(sent.status).toBe(200);
  }

  const imported = await importFiles(ada.client, [{ name: 'drive.gpx', bytes: gpxFile(trackPoints(30)) }]);
  expect(imported.done.status).toBe('done');
  const sent = await sendImport(ada.client, [{ name: 'later.gpx', bytes: gpxFile(trackPoints(20)) }]);
  expect(sent.status).toBe(201);
  await importAt(ada.client, sent.body.id, ['ready']);
  expect((await ada.client.put('/api/user/immich', { url: immich.url, apiKey: GOOD_KEY })).status).toBe(200);
  expect((await server.client().post('/api/forgot-password', { email: ada.account.email })).status).toBe(200);
  await readyExport(ada.client);

  const elsewhere = server.client();
  expect(
    (await elsewhere.post('/api/login', { username: ada.account.username, password: 'wrong' })).status,
  ).toBe(401);
  const login = { username: ada.account.email, password: ada.account.password };
  expect((await elsewhere.post('/api/login', login)).status).toBe(200);

  await backgroundJobsSettled(server.database.db, 60);
  return {
    ...ada,
    tripId: trip.id,
    device: device.body as { id: number; token: string },
    elsewhere,
    friendsTripId: friendsTrip.id,
    friendsOtherTripId: friendsOtherTrip.id,
    addedPhotoId: addedPhoto.id,
    addedStopId: addedStop.id,
    publicReview: String(review.body.publicUrl).split('/').pop() as string,
  };
}

/** What the friend has, as they see it: their trips with photos and stops, and who their trips are shared with. */
export async function holdings(friend: Traveller) {
  const trips = (await friend.client.get('/api/trips')).body as { id: number; title: string }[];
  const inTrips = await Promise.all(
    trips.map(async (trip) => ({
      title: trip.title,
      photos: ((await friend.client.get(`/api/trips/${trip.id}/photos`)).body as { id: number }[]).length,
      stops: ((await friend.client.get(`/api/trips/${trip.id}/stops`)).body as { id: number }[]).length,
    })),
  );
  return inTrips.sort((a, b) => a.title.localeCompare(b.title));
}
