import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { photoSchema } from '../../src/common/contract/photos';
import { sharedTripViewSchema } from '../../src/common/contract/sharing';
import { stopSchema } from '../../src/common/contract/stops';
import { tripRouteSchema } from '../../src/common/contract/trip-data';
import { photos, users } from '../../src/server/db/schema';
import { makeJpeg, photoForm } from '../support/images';
import { publicLinkToken } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function tripWithPhoto() {
  const owner = await ownerWithTrip(server);
  const photo = await owner.client.post(
    `/api/trips/${owner.tripId}/photos`,
    photoForm(await makeJpeg(), 'a.jpg'),
  );
  expect(photo.status).toBe(201);
  return { ...owner, photoId: photo.body.id as number };
}

describe('reads of a trip carry an ETag and answer 304 while nothing changed', () => {
  it('photos, stops and route: 304 with no body, then 200 after any change', async () => {
    const { client, tripId, photoId } = await tripWithPhoto();
    for (const list of ['photos', 'stops', 'route']) {
      const first = await client.get(`/api/trips/${tripId}/${list}`);
      expect(first.status, list).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, list).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), list).toBe('private, no-cache');
      const again = await client.get(`/api/trips/${tripId}/${list}`, { 'if-none-match': etag });
      expect(again.status, list).toBe(304);
      expect(again.text, list).toBe('');
    }

    const before = await client.get(`/api/trips/${tripId}/photos`);
    expect((await client.put(`/api/photos/${photoId}`, { caption: 'Fog on the bridge' })).status).toBe(200);
    const after = await client.get(`/api/trips/${tripId}/photos`, {
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.body[0].caption).toBe('Fog on the bridge');

    const stopsBefore = await client.get(`/api/trips/${tripId}/stops`);
    await addStop(client, tripId, { name: 'Bixby Bridge' });
    const stopsAfter = await client.get(`/api/trips/${tripId}/stops`, {
      'if-none-match': stopsBefore.headers.get('etag') ?? '',
    });
    expect(stopsAfter.status).toBe(200);
    expect(stopsAfter.body.map((stop: { name: string }) => stop.name)).toContain('Bixby Bridge');
  });

  it('sees a change made straight in the database, not only through the app', async () => {
    const { client, tripId, photoId } = await tripWithPhoto();
    const before = await client.get(`/api/trips/${tripId}/photos`);
    await server.database.db
      .update(photos)
      .set({ caption: 'Written by a tool' })
      .where(eq(photos.id, photoId));
    const after = await client.get(`/api/trips/${tripId}/photos`, {
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.body[0].caption).toBe('Written by a tool');
  });

  it('sends the compressed form the client asks for, with the same content', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    for (let i = 0; i < 12; i++) await addStop(client, tripId, { name: `Viewpoint ${i}` });
    const plain = await client.get(`/api/trips/${tripId}/stops`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const packed = await client.get(`/api/trips/${tripId}/stops`, { 'accept-encoding': encoding });
      expect(packed.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(packed.headers.get('vary'), encoding).toMatch(/accept-encoding/i);
      expect(packed.body, encoding).toEqual(plain.body);
    }
  });

  it('never serves a reply kept for the owner to someone else', async () => {
    const { client, tripId } = await tripWithPhoto();
    expect((await client.get(`/api/trips/${tripId}/photos`)).status).toBe(200);
    const stranger = server.client();
    await signUp(stranger);
    for (const list of ['photos', 'stops', 'route']) {
      expect((await stranger.get(`/api/trips/${tripId}/${list}`)).status, list).toBe(404);
      expect((await server.client().get(`/api/trips/${tripId}/${list}`)).status, list).toBe(401);
    }
  });
});

/** The reply is exactly what the contract's schema makes of it: no field missing, none extra, same forms. */
function expectContract(schema: z.ZodType, body: unknown) {
  expect(schema.encode(schema.parse(body))).toEqual(body);
}

describe('prepared replies keep to the response contract', () => {
  it('photos, stops, route and the shared view', async () => {
    const { client, tripId, user } = await tripWithPhoto();
    await addStop(client, tripId, { name: 'Bixby Bridge' });
    expectContract(z.array(photoSchema), (await client.get(`/api/trips/${tripId}/photos`)).body);
    expectContract(z.array(stopSchema), (await client.get(`/api/trips/${tripId}/stops`)).body);
    expectContract(tripRouteSchema, (await client.get(`/api/trips/${tripId}/route`)).body);
    const token = await publicLinkToken(server, client, user.id, tripId);
    expectContract(sharedTripViewSchema, (await server.client().get(`/api/shared-trip/${token}`)).body);
  });
});

describe('the shared view', () => {
  it('follows the trip, the share and the owner, and ends with the link', async () => {
    const { client, tripId, user } = await ownerWithTrip(server);
    const token = await publicLinkToken(server, client, user.id, tripId);
    const reader = server.client();
    const first = await reader.get(`/api/shared-trip/${token}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect((await reader.get(`/api/shared-trip/${token}`, { 'if-none-match': etag })).status).toBe(304);

    expect((await client.put(`/api/trips/${tripId}`, { title: 'Coast to Coast' })).status).toBe(200);
    const retitled = await reader.get(`/api/shared-trip/${token}`, { 'if-none-match': etag });
    expect(retitled.status).toBe(200);
    expect(retitled.body.trip.title).toBe('Coast to Coast');

    // The owner's names live outside the trip: a new name still shows.
    await server.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    expect((await reader.get(`/api/shared-trip/${token}`)).body.owner.firstName).toBe('Renamed');

    expect((await client.delete(`/api/trips/${tripId}/public-link`)).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(404);
  });

  it('simultaneous first reads of a changed trip all get the new content', async () => {
    const { client, tripId, user } = await ownerWithTrip(server);
    const token = await publicLinkToken(server, client, user.id, tripId);
    await addStop(client, tripId, { name: 'First light' });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.client().get(`/api/shared-trip/${token}`)),
    );
    const etags = new Set(replies.map((reply) => reply.headers.get('etag')));
    expect(etags.size).toBe(1);
    for (const reply of replies)
      expect(reply.body.stops.map((s: { name: string }) => s.name)).toEqual(['First light']);
    const { rows } = await server.database.pool.query('select content_version from trips where id = $1', [
      tripId,
    ]);
    expect(rows[0].content_version).toBeGreaterThan(1);
  });
});
