import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const towns = (query: string) => server.client().get(`/api/basemap/towns?${query}`);

describe('GET /api/basemap/towns', () => {
  it('names the largest towns in the box, largest first, to anyone', async () => {
    const response = await towns('west=-106&south=39&east=-104&north=40.5&limit=5');
    expect(response.status).toBe(200);
    const names = (response.body as { name: string; population: number }[]).map((town) => town.name);
    expect(names[0]).toBe('Denver');
    expect(names).toHaveLength(5);
    const populations = (response.body as { population: number }[]).map((town) => town.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    for (const town of response.body as { lat: number; lon: number }[]) {
      expect(town.lat).toBeGreaterThanOrEqual(39);
      expect(town.lat).toBeLessThanOrEqual(40.5);
      expect(town.lon).toBeGreaterThanOrEqual(-106);
      expect(town.lon).toBeLessThanOrEqual(-104);
    }
  });

  it('answers an empty list for open sea and 30 names at most by default', async () => {
    expect((await towns('west=-40&south=-40&east=-30&north=-30')).body).toEqual([]);
    expect((await towns('west=-180&south=-90&east=180&north=90')).body).toHaveLength(30);
  });

  it('refuses a bad box with 400 and a code', async () => {
    for (const query of [
      '',
      'west=-106&south=39&east=-104',
      'west=abc&south=39&east=-104&north=40',
      'west=-200&south=39&east=-104&north=40',
      'west=-106&south=41&east=-104&north=40',
      'west=-100&south=39&east=-104&north=40',
      'west=-106&south=39&east=-104&north=40&limit=500',
    ]) {
      const response = await towns(query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation', message: expect.any(String) });
    }
  });
});
