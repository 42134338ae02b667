import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readBuiltChunks } from './built-chunks';
import { HttpError, notFound } from './errors';
import { pageHtml } from './page-preloads';
import { SESSION_COOKIE } from './session';

const isBackendPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other page
 * so that the client router decides, naming the code and data that page asks for first. Unknown API paths
 * answer 404 as JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const chunks = readBuiltChunks(webDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      // One route for every file rather than one per file (about 500): a tenth of a second of each start.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file; the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isBackendPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!built) {
      throw new HttpError(
        'not_configured',
        'The web app is not built yet: run npm run build (npm start does it).',
      );
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml(template, chunks, pathname, Boolean(request.cookies[SESSION_COOKIE])));
  });
}
