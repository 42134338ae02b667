import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the installable app', () => {
  it('names its manifest in every page, and serves it as application/manifest+json', async () => {
    const client = server.client();
    const page = await client.get('/');
    expect(page.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await client.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = JSON.parse(manifest.text);
    expect(body).toMatchObject({
      name: 'Roadbook',
      short_name: 'Roadbook',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    for (const icon of body.icons as { src: string; type: string }[]) {
      const file = await client.bytes(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
    }
    expect(body.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  });

  it('serves its service worker from the root, never from a cache, holding every built file', async () => {
    const worker = await server.client().get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    // The lazy chunks too (the toasts' code among them): offline, none can be fetched at first use.
    const precached = [...worker.text.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toContain('index.html');
    expect(
      precached.filter((url) => url?.startsWith('assets/') && url.endsWith('.js')).length,
    ).toBeGreaterThan(10);
  });

  it('names the build of every page it sends, by the entry script the page loads', async () => {
    for (const path of ['/', '/auth', '/trips/1']) {
      const page = await server.client().get(path);
      const build = page.headers.get('roadbook-build');
      expect(build, path).toMatch(/^\/assets\/index-[\w-]{8}\.js$/);
      expect(page.text).toContain(`<script type="module" crossorigin src="${build}">`);
    }
  });

  it('answers 404 as JSON for an icon it does not have', async () => {
    const missing = await server.client().get('/icons/nope.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No such icon: nope.png', code: 'not_found' });
  });
});
