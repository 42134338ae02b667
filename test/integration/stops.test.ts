import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/trips/:id/stops', () => {
  it('adds stops in order with their fields', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await client.post(`/api/trips/${tripId}/stops`, {
      name: 'Arches National Park',
      description: 'Delicate Arch at sunset',
      visitType: 'recreational',
      arrivalTime: '2026-05-02T18:30:00.000Z',
      latitude: 38.7331,
      longitude: -109.5925,
      tripId,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      tripId,
      name: 'Arches National Park',
      description: 'Delicate Arch at sunset',
      visitType: 'recreational',
      arrivalTime: '2026-05-02T18:30:00.000Z',
      departureTime: null,
      latitude: 38.7331,
      longitude: -109.5925,
      stopOrder: 1,
      aiDescription: null,
    });
    const second = await addStop(client, tripId, { name: 'Zion', arrivalTime: '2026-05-03T10:00:00.000Z' });
    expect(second.stopOrder).toBe(2);
  });

  it('takes defaults: scenic, 0,0 and no times', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await client.post(`/api/trips/${tripId}/stops`, { name: 'Somewhere' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      visitType: 'scenic',
      latitude: 0,
      longitude: 0,
      arrivalTime: null,
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ latitude: 91 }, 'Latitude must be between -90 and 90'],
    [{ longitude: -181 }, 'Longitude must be between -180 and 180'],
    [{ latitude: 'north' }, 'Latitude must be a number'],
    [{ visitType: 'party' }, 'Visit type must be one of the listed types'],
    [{ arrivalTime: 'yesterday-ish' }, 'Arrival time must be a date and time'],
  ])('refuses %o with "%s"', async (override, message) => {
    const { client, tripId } = await ownerWithTrip(server);
    const response = await client.post(`/api/trips/${tripId}/stops`, { name: 'Moab', ...override });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

const names = (stops: { name: string }[]) => stops.map((stop) => stop.name);
const stopsOf = async (client: TestClient, tripId: number) =>
  (await client.get(`/api/trips/${tripId}/stops`)).body as { id: number; name: string; stopOrder: number }[];

describe('the order of stops', () => {
  it('puts a stop added later where its arrival time belongs, numbering the trip again', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await addStop(client, tripId, { name: 'Santa Barbara', arrivalTime: '2026-11-18T16:00:00.000Z' });
    await addStop(client, tripId, { name: 'San Diego', arrivalTime: '2026-11-21T18:00:00.000Z' });
    const carmel = await addStop(client, tripId, {
      name: 'Carmel Valley',
      arrivalTime: '2026-11-17T12:00:00.000Z',
    });
    expect(carmel.stopOrder).toBe(1);
    await addStop(client, tripId, { name: 'Somewhere undated', arrivalTime: null });
    const stops = await stopsOf(client, tripId);
    expect(names(stops)).toEqual(['Carmel Valley', 'Santa Barbara', 'San Diego', 'Somewhere undated']);
    expect(stops.map((stop) => stop.stopOrder)).toEqual([1, 2, 3, 4]);
  });

  it('moves a stop whose arrival time is changed', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await addStop(client, tripId, { name: 'Denver', arrivalTime: '2026-05-01T09:00:00.000Z' });
    const moab = await addStop(client, tripId, { name: 'Moab', arrivalTime: '2026-05-02T15:00:00.000Z' });
    await addStop(client, tripId, { name: 'Las Vegas', arrivalTime: '2026-05-04T18:00:00.000Z' });
    const edited = await client.put(`/api/stops/${moab.id}`, { arrivalTime: '2026-05-05T10:00:00.000Z' });
    expect(edited.body.stopOrder).toBe(3);
    expect(names(await stopsOf(client, tripId))).toEqual(['Denver', 'Las Vegas', 'Moab']);
    await client.put(`/api/stops/${moab.id}`, { name: 'Moab, Utah' });
    expect(names(await stopsOf(client, tripId))).toEqual(['Denver', 'Las Vegas', 'Moab, Utah']);
  });

  it('puts a stop made from a photo where the time the photo was taken belongs', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    await addStop(client, tripId, {
      name: 'Denver',
      arrivalTime: '2026-05-01T09:00:00.000Z',
      latitude: 39.74,
    });
    await addStop(client, tripId, {
      name: 'Las Vegas',
      arrivalTime: '2026-05-04T18:00:00.000Z',
      latitude: 36.17,
    });
    const jpeg = await makeJpeg({ gps: { lat: 38.5733, lon: -109.5498 }, takenAt: '2026:05:02 14:30:00' });
    const upload = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, 'arches.jpg'));
    expect(upload.body.autoStopCreated).toBe(true);
    expect(names(await stopsOf(client, tripId))).toEqual(['Denver', 'Moab', 'Las Vegas']);
  });

  it("takes the owner's own order and places later stops by arrival among it", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const a = await addStop(client, tripId, { name: 'A', arrivalTime: '2026-05-01T09:00:00.000Z' });
    const b = await addStop(client, tripId, { name: 'B', arrivalTime: '2026-05-02T09:00:00.000Z' });
    const c = await addStop(client, tripId, { name: 'C', arrivalTime: '2026-05-03T09:00:00.000Z' });
    const response = await client.put(`/api/trips/${tripId}/stops/order`, { stopIds: [c.id, a.id, b.id] });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['C', 'A', 'B']);
    expect(response.body.map((stop: { stopOrder: number }) => stop.stopOrder)).toEqual([1, 2, 3]);
    expect(names(await stopsOf(client, tripId))).toEqual(['C', 'A', 'B']);
    await addStop(client, tripId, { name: 'A and a half', arrivalTime: '2026-05-01T18:00:00.000Z' });
    expect(names(await stopsOf(client, tripId))).toEqual(['C', 'A', 'A and a half', 'B']);
  });

  it.each([
    ['leaves a stop out', (ids: number[]) => ({ stopIds: ids.slice(1) }), 'every stop of this trip once'],
    ['names a stop twice', (ids: number[]) => ({ stopIds: [ids[0], ...ids] }), 'Each stop may be named once'],
    [
      'names a stop of another trip',
      (ids: number[]) => ({ stopIds: [...ids.slice(1), 2_000_000] }),
      'every stop',
    ],
    ['is not a list', () => ({ stopIds: 'all of them' }), 'Stop ids must be a list'],
    ['names no stop', () => ({ stopIds: [] }), 'Stop ids must name the stops'],
    ['holds a word', (ids: number[]) => ({ stopIds: [...ids, 'x'] }), 'Stop id must be a number'],
  ])('refuses an order that %s with 400', async (_case, body, message) => {
    const { client, tripId } = await ownerWithTrip(server);
    const ids = [
      (await addStop(client, tripId, { name: 'A', arrivalTime: '2026-05-01T09:00:00.000Z' })).id,
      (await addStop(client, tripId, { name: 'B', arrivalTime: '2026-05-02T09:00:00.000Z' })).id,
    ];
    const response = await client.put(`/api/trips/${tripId}/stops/order`, body(ids));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation');
    expect(response.body.message).toContain(message);
    expect(names(await stopsOf(client, tripId))).toEqual(['A', 'B']);
  });
});

describe('PUT /api/stops/:id', () => {
  it('edits every field, empties become null, and a rename touches only the name', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, { description: 'Red rocks' });
    const edited = await client.put(`/api/stops/${stop.id}`, {
      name: 'Moab, Utah',
      visitType: 'food',
      description: 'Dinner in town',
      comments: 'Try the milkshakes',
      arrivalTime: '2026-05-02T17:00:00.000Z',
      departureTime: '2026-05-03T09:00:00.000Z',
      wikipediaUrl: 'https://en.wikipedia.org/wiki/Moab,_Utah',
      websiteUrl: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Moab, Utah',
      visitType: 'food',
      comments: 'Try the milkshakes',
      departureTime: '2026-05-03T09:00:00.000Z',
      wikipediaUrl: 'https://en.wikipedia.org/wiki/Moab,_Utah',
      websiteUrl: null,
    });
    const renamed = await client.put(`/api/stops/${stop.id}`, { name: 'Moab' });
    expect(renamed.body).toMatchObject({ name: 'Moab', description: 'Dinner in town', visitType: 'food' });
  });

  it.each([
    [{ name: ' ' }, 'Name is required'],
    [{ visitType: '' }, 'Visit type is required'],
    [{ wikipediaUrl: 'not a url' }, 'Wikipedia URL must be a valid URL'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Website URL must be a valid URL'],
    [{ departureTime: '2026-05-01T00:00:00.000Z' }, 'Departure cannot be before arrival'],
  ])('refuses %o with "%s"', async (body, message) => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    const response = await client.put(`/api/stops/${stop.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('DELETE /api/stops/:id', () => {
  it('removes the stop', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId);
    expect((await client.delete(`/api/stops/${stop.id}`)).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/stops`)).body).toEqual([]);
    expect((await client.delete(`/api/stops/${stop.id}`)).status).toBe(404);
  });
});

describe('POST /api/stops/:id/find-place-name', () => {
  it('names a stop after the nearest place in the offline gazetteer', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const stop = await addStop(client, tripId, { name: '38.5733, -109.5498' });
    const response = await client.post(`/api/stops/${stop.id}/find-place-name`);
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Moab');
    expect(response.body.stop).toMatchObject({ id: stop.id, name: 'Moab' });
  });

  it('refuses a stop without a location, or far from any place', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const unset = await addStop(client, tripId, { name: 'Unnamed location', latitude: 0, longitude: 0 });
    const noLocation = await client.post(`/api/stops/${unset.id}/find-place-name`);
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toBe('This stop has no location yet');
    const ocean = await addStop(client, tripId, { name: 'Mid-Pacific', latitude: 10, longitude: -140 });
    const far = await client.post(`/api/stops/${ocean.id}/find-place-name`);
    expect(far.status).toBe(404);
    expect(far.body.message).toBe('No known place is near this stop');
  });
});

describe("someone else's stops", () => {
  it('answer 404 on every endpoint and stay unchanged', async () => {
    const { client: owner, tripId } = await ownerWithTrip(server);
    const stop = await addStop(owner, tripId);
    const stranger = server.client();
    await signUp(stranger);
    for (const response of [
      await stranger.get(`/api/trips/${tripId}/stops`),
      await stranger.post(`/api/trips/${tripId}/stops`, { name: 'Intruder' }),
      await stranger.put(`/api/stops/${stop.id}`, { name: 'Mine' }),
      await stranger.delete(`/api/stops/${stop.id}`),
      await stranger.post(`/api/stops/${stop.id}/find-place-name`),
      await stranger.put(`/api/trips/${tripId}/stops/order`, { stopIds: [stop.id] }),
    ]) {
      expect(response.status).toBe(404);
    }
    const stops = (await owner.get(`/api/trips/${tripId}/stops`)).body;
    expect(stops).toHaveLength(1);
    expect(stops[0].name).toBe('Moab');
  });

  it('need a session', async () => {
    const client = server.client();
    for (const response of [
      await client.get('/api/trips/1/stops'),
      await client.post('/api/trips/1/stops', { name: 'x' }),
      await client.put('/api/stops/1', { name: 'x' }),
      await client.delete('/api/stops/1'),
      await client.post('/api/stops/1/find-place-name'),
      await client.put('/api/trips/1/stops/order', { stopIds: [1] }),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});
