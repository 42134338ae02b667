import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';

// A build as `vite build` leaves it: the entry's own chunks named in index.html, and a manifest in which a
// shared module merged into a chunk is keyed by its file and known by its name.
const manifest = {
  'index.html': { file: 'assets/index-e1.js', src: 'index.html', isEntry: true, imports: ['_web-w1.js'] },
  '_web-w1.js': { file: 'assets/web-w1.js', name: 'web', imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js', name: 'react' },
  '_signed-in-routes-s1.js': {
    file: 'assets/signed-in-routes-s1.js',
    name: 'signed-in-routes',
    imports: ['_react-r1.js', '_tooltip-t1.js'],
  },
  '_tooltip-t1.js': { file: 'assets/tooltip-t1.js', name: 'tooltip' },
  'pages/trip-detail.tsx': {
    file: 'assets/trip-detail-d1.js',
    src: 'pages/trip-detail.tsx',
    isDynamicEntry: true,
    imports: ['_react-r1.js', '_signed-in-routes-s1.js', '_zod-z1.js'],
  },
  '_zod-z1.js': { file: 'assets/zod-z1.js', name: 'zod' },
  'pages/shared-trip.tsx': {
    file: 'assets/shared-trip-h1.js',
    src: 'pages/shared-trip.tsx',
    isDynamicEntry: true,
    imports: ['_tooltip-t1.js'],
  },
  'pages/landing.tsx': { file: 'assets/landing-l1.js', src: 'pages/landing.tsx', isDynamicEntry: true },
  'pages/trip-detail-body.tsx': {
    file: 'assets/trip-detail-body-b1.js',
    src: 'pages/trip-detail-body.tsx',
    isDynamicEntry: true,
    imports: ['_react-r1.js', '_zod-z1.js', '_leaflet-m1.js'],
  },
  'components/map/trip-map.tsx': {
    file: 'assets/trip-map-m2.js',
    src: 'components/map/trip-map.tsx',
    isDynamicEntry: true,
    imports: ['_leaflet-m1.js'],
  },
  '_leaflet-m1.js': { file: 'assets/leaflet-m1.js', name: 'leaflet', css: ['assets/leaflet-c1.css'] },
};

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-web-'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Roadbook</title><script type="module" src="/assets/index-e1.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  server = await startTestServer({ webDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const linksOf = (html: string) => ({
  modules: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  ),
  data: [
    ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g),
  ].map((m) => m[1] ?? ''),
  later: [
    ...html.matchAll(
      /<link rel="(?:modulepreload|preload" as="style)" fetchpriority="low" crossorigin href="([^"]+)">/g,
    ),
  ].map((m) => m[1] ?? ''),
  prefetch: [...html.matchAll(/<link rel="prefetch"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  ),
});

describe('the page the server sends', () => {
  it("names a signed-in traveller's trip page's code and data, and only the chunks the entry does not bring", async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const page = await client.get(`/trips/${tripId}?tab=photos`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(linksOf(page.text)).toEqual({
      modules: [
        '/assets/signed-in-routes-s1.js',
        '/assets/tooltip-t1.js',
        '/assets/trip-detail-d1.js',
        '/assets/zod-z1.js',
      ],
      data: [
        `/api/trips/${tripId}`,
        `/api/trips/${tripId}/stops`,
        `/api/trips/${tripId}/photos`,
        `/api/trips/${tripId}/route`,
        '/api/config',
        '/api/maintenance',
      ],
      // What lies below the top of the page, the map among it, is fetched, not compiled beside the first view.
      later: [],
      prefetch: [
        '/assets/trip-detail-body-b1.js',
        '/assets/leaflet-m1.js',
        '/assets/trip-map-m2.js',
        '/assets/leaflet-c1.css',
      ],
    });
    // What it names is what the browser then asks for: each address answers.
    for (const address of linksOf(page.text).data) expect((await client.get(address)).status).toBe(200);
  });

  it('names a shared page’s data for a visitor, and a trip page’s for nobody without a session', async () => {
    const visitor = server.client();
    expect(linksOf((await visitor.get('/shared-trip/Ab3_x-9')).text)).toEqual({
      modules: ['/assets/shared-trip-h1.js', '/assets/tooltip-t1.js'],
      data: ['/api/shared-trip/Ab3_x-9', '/api/config', '/api/basic-user'],
      later: ['/assets/trip-map-m2.js', '/assets/leaflet-m1.js', '/assets/leaflet-c1.css'],
      prefetch: [],
    });
    expect(linksOf((await visitor.get('/')).text)).toEqual({
      modules: ['/assets/landing-l1.js'],
      data: ['/api/basic-user'],
      later: [],
      prefetch: [],
    });
    const none = { modules: [], data: [], later: [], prefetch: [] };
    expect(linksOf((await visitor.get('/trips/1')).text)).toEqual(none);
  });

  it('names nothing taken from an address that is not a well-formed trip id or share token', async () => {
    const { client } = await ownerWithTrip(server);
    for (const address of ['/trips/0', '/trips/1e3', '/trips/99999999999999999999', '/trips/-4']) {
      expect(linksOf((await client.get(address)).text).data, address).toEqual(['/api/maintenance']);
    }
    const hostile = await server
      .client()
      .get(`/shared-trip/${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.text).not.toContain('<script>alert');
    expect(linksOf(hostile.text)).toEqual({ modules: [], data: [], later: [], prefetch: [] });
  });
});
