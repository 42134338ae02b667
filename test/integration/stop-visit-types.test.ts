import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripStops } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNKNOWN = { message: 'Visit type must be one of the listed types', code: 'validation' };

describe("a stop's visit type", () => {
  it.each(['dining', 'cultural', 'recreational', 'fuel', 'friends'])(
    'is "%s" when added so, and still so after an edit of its other details',
    async (visitType) => {
      const { client, tripId } = await ownerWithTrip(server);
      const stop = await addStop(client, tripId, { visitType });
      const edited = await client.put(`/api/stops/${stop.id}`, {
        name: 'Moab, Utah',
        visitType,
        comments: 'Back next year',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: 'Moab, Utah', visitType });
      expect((await client.get(`/api/trips/${tripId}/stops`)).body[0].visitType).toBe(visitType);
    },
  );

  it('refuses a type not in the list, adding or changing a stop, with a message and a code', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const added = await client.post(`/api/trips/${tripId}/stops`, { name: 'Moab', visitType: 'party' });
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject(UNKNOWN);
    const stop = await addStop(client, tripId, { visitType: 'dining' });
    const changed = await client.put(`/api/stops/${stop.id}`, { visitType: 'party' });
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject(UNKNOWN);
    const emptied = await client.put(`/api/stops/${stop.id}`, { visitType: ' ' });
    expect(emptied.body).toMatchObject({ message: 'Visit type is required', code: 'validation' });
  });

  it('kept from before the list survives an edit that leaves it, and may change to a listed one', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    await server.database.db
      .update(tripStops)
      .set({ visitType: 'roadside' })
      .where(eq(tripStops.id, stop.id));
    const kept = await client.put(`/api/stops/${stop.id}`, {
      visitType: 'roadside',
      comments: 'Giant dinosaur',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ visitType: 'roadside', comments: 'Giant dinosaur' });
    expect((await client.put(`/api/stops/${stop.id}`, { name: 'Dinosaur Park' })).body.visitType).toBe(
      'roadside',
    );
    const other = await client.put(`/api/stops/${stop.id}`, { visitType: 'museum' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject(UNKNOWN);
    expect((await client.put(`/api/stops/${stop.id}`, { visitType: 'scenic' })).body.visitType).toBe(
      'scenic',
    );
  });

  it("cannot be changed on someone else's stop or without a session", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, { visitType: 'dining' });
    const stranger = await ownerWithTrip(server);
    const theirs = await stranger.client.put(`/api/stops/${stop.id}`, { visitType: 'fuel' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('not_found');
    const anonymous = await server.client().put(`/api/stops/${stop.id}`, { visitType: 'fuel' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthorized');
    expect((await client.get(`/api/trips/${tripId}/stops`)).body[0].visitType).toBe('dining');
  });
});

describe("a stop's website typed without https://", () => {
  it('is kept with the scheme added', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const saved = await client.put(`/api/stops/${stop.id}`, {
      websiteUrl: 'www.discovermoab.com/arches',
      wikipediaUrl: 'en.wikipedia.org/wiki/Moab,_Utah',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      websiteUrl: 'https://www.discovermoab.com/arches',
      wikipediaUrl: 'https://en.wikipedia.org/wiki/Moab,_Utah',
    });
    const plain = await client.put(`/api/stops/${stop.id}`, { websiteUrl: 'http://moab.example.org' });
    expect(plain.body.websiteUrl).toBe('http://moab.example.org');
  });

  it('is refused when it names no web host, with a message and a code', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    for (const websiteUrl of ['moab', 'ftp://moab.com', 'mailto:visit@moab.com']) {
      const response = await client.put(`/api/stops/${stop.id}`, { websiteUrl });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Website URL must be a valid URL', code: 'validation' });
    }
  });
});
