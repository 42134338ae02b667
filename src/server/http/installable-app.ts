import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';
import { fileReply } from './reply-schemas';

const ICON_TYPES: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };

/**
 * What makes the web app installable: its manifest, its service worker (at the root, so that it may serve every
 * page) and the icons the manifest names. The manifest and the worker are asked for again at every start, so
 * that a new version is found; the icons are named by the manifest alone and may be cached a day.
 */
export function registerInstallableApp(app: FastifyInstance, webDir: string): void {
  const read = (name: string) => {
    const file = path.join(webDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  };
  const manifest = read('manifest.webmanifest');
  const worker = read('sw.js');
  const iconsDir = path.join(webDir, 'icons');
  const icons = new Map(
    (fs.existsSync(iconsDir) ? fs.readdirSync(iconsDir) : [])
      .filter((name) => ICON_TYPES[path.extname(name)])
      .map((name) => [name, fs.readFileSync(path.join(iconsDir, name))]),
  );
  const notBuilt = () => notFound('The web app is not built yet: run npm run build (npm start does it).');

  app.get(
    '/manifest.webmanifest',
    { schema: { response: { 200: fileReply("The web app's manifest", ['application/manifest+json']) } } },
    async (_request, reply) => {
      if (!manifest) throw notBuilt();
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest);
    },
  );

  app.get(
    '/sw.js',
    { schema: { response: { 200: fileReply("The web app's service worker", ['text/javascript']) } } },
    async (_request, reply) => {
      if (!worker) throw notBuilt();
      return reply
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .type('text/javascript; charset=utf-8')
        .send(worker);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/icons/:name',
    { schema: { response: { 200: fileReply("One of the web app's icons", Object.values(ICON_TYPES)) } } },
    async (request, reply) => {
      const icon = icons.get(request.params.name);
      if (!icon) throw notFound(`No such icon: ${request.params.name}`);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type(ICON_TYPES[path.extname(request.params.name)] as string)
        .send(icon);
    },
  );
}
