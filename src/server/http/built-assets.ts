import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';
import { fileReply } from './reply-schemas';

type Encoding = 'br' | 'gzip' | 'identity';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The build's hashed files (`/assets/…`, beside each its `.br` and `.gz`), each form read once, the first time a
 * browser asks for it, then sent from memory. They never change while the server runs; a page asks for twenty
 * of them at once, and a file opened, read and streamed for each costs several times what sending bytes does.
 * Only names the build wrote are served, so what is kept is bounded by the build.
 */
export function registerBuiltAssets(app: FastifyInstance, assetsDir: string): void {
  const written = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  const kept = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    let body = kept.get(file);
    if (!body) {
      body = fs.promises.readFile(path.join(assetsDir, file));
      // A failed read is tried again by the next request rather than remembered.
      body.catch(() => kept.delete(file));
      kept.set(file, body);
    }
    return body;
  };

  const mediaTypes = [...new Set([...Object.values(TYPES), 'application/octet-stream'])].map(
    (type) => type.split(';')[0] as string,
  );
  const schema = { response: { 200: fileReply("One of the web app's built files", mediaTypes) } };
  app.get<{ Params: { '*': string } }>('/assets/*', { schema }, async (request, reply) => {
    const name = request.params['*'];
    if (!written.has(name) || name.endsWith('.br') || name.endsWith('.gz')) {
      throw notFound(`No such file: /assets/${name}`);
    }
    const offered = (['br', 'gzip'] as const).filter((encoding) => written.has(name + SUFFIX[encoding]));
    const accepted = request.headers['accept-encoding'];
    const encoding: Encoding =
      (accepted && (negotiate(accepted, [...offered, 'identity']) as Encoding | null)) || 'identity';
    const body = await read(name + SUFFIX[encoding]);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(TYPES[path.extname(name)] ?? 'application/octet-stream')
      .send(body);
  });
}
