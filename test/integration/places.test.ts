import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNominatimStandIn } from '../support/nominatim';
import { startTestServer, type TestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

describe('places from the offline gazetteer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('ranks exact names first, then larger places', async () => {
    const client = server.client();
    await signUp(client);
    const response = await client.get('/api/places/search?q=denver');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(5);
    expect(response.body[0]).toMatchObject({
      name: 'Denver',
      display_name: 'Denver, CO, United States',
      source: 'gazetteer',
    });
    expect(response.body[0].lat).toBeCloseTo(39.74, 1);
    expect(response.body[0].lon).toBeCloseTo(-104.98, 1);
  });

  it('tells apart places that would read alike by the larger town they are near', async () => {
    const client = server.client();
    await signUp(client);
    const names = (await client.get('/api/places/search?q=San%20Francisco')).body.map(
      (place: { display_name: string }) => place.display_name,
    );
    expect(names[0]).toBe('San Francisco, CA, United States');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('San Francisco (8 mi from Gapan), Philippines');

    expect((await client.patch('/api/user/preferences', { distanceUnit: 'km' })).status).toBe(200);
    const inKilometres = (await client.get('/api/places/search?q=San%20Francisco')).body.map(
      (place: { display_name: string }) => place.display_name,
    );
    expect(inKilometres).toContain('San Francisco (13 km from Gapan), Philippines');
  });

  it('narrows by region after a comma, ignores accents, and finds the preset landmarks', async () => {
    const client = server.client();
    await signUp(client);
    const paris = (await client.get('/api/places/search?q=Paris,%20TX')).body;
    expect(paris[0].display_name).toBe('Paris, TX, United States');
    const saoPaulo = (await client.get('/api/places/search?q=sao%20paulo&limit=1')).body;
    expect(saoPaulo).toHaveLength(1);
    expect(saoPaulo[0].name).toBe('São Paulo');
    const landmark = (await client.get('/api/places/search?q=golden%20gate%20bri')).body;
    expect(landmark[0]).toMatchObject({ name: 'Golden Gate Bridge', lat: 37.8199, lon: -122.4783 });
    expect((await client.get('/api/places/search?q=zzzzqqq')).body).toEqual([]);
  });

  it('finds the nearest place to coordinates', async () => {
    const client = server.client();
    await signUp(client);
    const response = await client.get('/api/places/reverse?lat=36.17&lon=-115.14');
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Las Vegas');
    const nowhere = await client.get('/api/places/reverse?lat=-60&lon=-140');
    expect(nowhere.status).toBe(404);
  });

  it('validates the query and needs a session', async () => {
    const client = server.client();
    expect((await client.get('/api/places/search?q=denver')).status).toBe(401);
    await signUp(client);
    const short = await client.get('/api/places/search?q=d');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search text must be at least 2 characters');
    const missing = await client.get('/api/places/search');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Search text is required');
    const badLat = await client.get('/api/places/reverse?lat=100&lon=0');
    expect(badLat.body.message).toBe('Latitude must be between -90 and 90');
  });

  it('tells the browser the tile server and place source, without a session', async () => {
    const response = await server.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
      places: 'gazetteer',
      supportEmail: 'support@roadbook.local',
      maxPhotoSizeMb: 10,
      services: { transcription: false, aiDescriptions: false, mail: false },
      payments: 'none',
    });
  });
});

describe('places from a Nominatim-compatible geocoder', () => {
  it('searches and reverse-geocodes through the service, and names stops with it', async () => {
    const geocoder = await startNominatimStandIn();
    const server = await startTestServer({
      env: { GEOCODER_URL: `${geocoder.url}/`, TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' },
    });
    try {
      const client = server.client();
      await signUp(client);
      const search = await client.get('/api/places/search?q=Paris&limit=2');
      expect(search.status).toBe(200);
      expect(search.body).toEqual(
        [
          {
            lat: 48.8588897,
            lon: 2.320041,
            name: 'Paris',
            display_name: 'Paris, Île-de-France, France',
            source: 'geocoder',
          },
          {
            lat: 33.661796,
            lon: -95.555513,
            name: 'Paris',
            display_name: 'Paris, Lamar County, Texas, United States',
            source: 'geocoder',
          },
        ].map((p) => ({ ...p, lat: expect.closeTo(p.lat, 5), lon: expect.closeTo(p.lon, 5) })),
      );
      const sent = geocoder.requests[0];
      expect(sent?.pathname).toBe('/search');
      expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
        q: 'Paris',
        limit: '2',
        format: 'json',
        addressdetails: '1',
      });

      const trip = await createTrip(client);
      const stop = await addStop(client, trip.id, { name: '48.86, 2.33', latitude: 48.86, longitude: 2.33 });
      const named = await client.post(`/api/stops/${stop.id}/find-place-name`);
      expect(named.body.name).toBe('Paris');
      expect((await client.get('/api/places/reverse?lat=-10&lon=20')).status).toBe(404);
      const config = await server.client().get('/api/config');
      expect(config.body).toMatchObject({
        tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        places: 'geocoder',
      });
      expect(config.headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https://tiles.example;",
      );
    } finally {
      await server.close();
      await geocoder.close();
    }
  });

  it("reports the service's failure as 502 with a message", async () => {
    const geocoder = await startNominatimStandIn({ failWith: 503 });
    const server = await startTestServer({ env: { GEOCODER_URL: geocoder.url } });
    try {
      const client = server.client();
      await signUp(client);
      const response = await client.get('/api/places/search?q=Paris');
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('The place search service answered 503');
    } finally {
      await server.close();
      await geocoder.close();
    }
    const unreachable = await startTestServer({ env: { GEOCODER_URL: 'http://127.0.0.1:9' } });
    try {
      const client = unreachable.client();
      await signUp(client);
      const response = await client.get('/api/places/search?q=Paris');
      expect(response.status).toBe(502);
      expect(response.body.message).toBe('The place search service could not be reached');
    } finally {
      await unreachable.close();
    }
  });
});
