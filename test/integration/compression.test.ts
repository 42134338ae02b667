import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip, ownerWithTrip } from '../support/trips';

const script = `console.log(${JSON.stringify('a travel journal '.repeat(400))});`;
let server: TestServer;
let webDir: string;
beforeAll(async () => {
  // A built web app as the build leaves it: each file beside its .br and .gz forms.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Roadbook</title>');
  const asset = path.join(webDir, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  server = await startTestServer({ webDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses JSON replies for clients that accept it, and only for them', async () => {
    const { client } = await ownerWithTrip(server);
    for (let i = 0; i < 10; i++) await createTrip(client, { title: `Trip number ${i}` });
    const plain = await client.get('/api/trips', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const packed = await client.get('/api/trips', { 'accept-encoding': encoding });
      expect(packed.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(packed.body, encoding).toEqual(plain.body);
    }
  });

  it('serves the build’s compressed files, cached for good since their names carry a hash', async () => {
    const client = server.client();
    const brotli = await client.get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe(script);
    const gzip = await client.get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(script);
    const page = await client.get('/trips/1');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the file itself to a client that takes no compression, with its type', async () => {
    const client = server.client();
    const plain = await client.get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('vary')).toContain('accept-encoding');
    expect(plain.text).toBe(script);
    const head = await client.request('HEAD', '/assets/index-abc123.js', undefined, {
      'accept-encoding': 'br',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.text).toBe('');
  });

  it('answers 404 for a file the build did not write, and never reaches outside its folder', async () => {
    const client = server.client();
    for (const name of [
      'missing-abc123.js',
      'index-abc123.js.br',
      '..%2Findex.html',
      '..%2F..%2Fpackage.json',
    ]) {
      const response = await client.get(`/assets/${name}`, { 'accept-encoding': 'br' });
      expect(response.status, name).toBe(404);
      expect(response.body.code, name).toBe('not_found');
      expect(response.text, name).not.toContain('<title>Roadbook</title>');
    }
  });
});
