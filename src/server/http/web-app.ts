import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUILD_HEADER } from '../../common/web-build';
import { registerBuiltAssets } from './built-assets';
import { readBuiltChunks } from './built-chunks';
import { HttpError, notFound } from './errors';
import { firstViewDrawer } from './first-view';
import { registerInstallableApp } from './installable-app';
import { pageHtml } from './page-preloads';
import { sendPrepared } from './prepared-body';
import { SESSION_COOKIE } from './session';

const isBackendPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other page
 * so that the client router decides, naming the code and data that page asks for first, and the build it
 * belongs to (`BUILD_HEADER`). Unknown API paths answer 404 as JSON.
 */
export function registerWebApp(app: FastifyInstance, webDir: string): void {
  const indexFile = path.join(webDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const chunks = readBuiltChunks(webDir);
  registerBuiltAssets(app, path.join(webDir, 'assets'));
  registerInstallableApp(app, webDir);
  const drawFirstView = firstViewDrawer(app, webDir);

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
    if (chunks.entry) reply.header(BUILD_HEADER, chunks.entry);
    const pathname = request.url.split('?')[0] ?? '/';
    const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
    const drawn =
      signedIn && request.method === 'GET'
        ? await drawFirstView(request, pathname, (firstView) =>
            pageHtml(template, chunks, pathname, signedIn, firstView),
          )
        : null;
    // A page drawn on the server shows its reader's own trip: kept privately, compressed.
    if (drawn) return sendPrepared(request, reply, drawn);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml(template, chunks, pathname, signedIn));
  });
}
