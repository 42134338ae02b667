import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIME_ZONE_COOKIE } from '../../common/first-view';

/** The web app's build for the server (src/web/server-entry.tsx). */
interface ServerEntry {
  firstViewUrls(path: string): string[];
  renderFirstView(path: string, answers: Record<string, unknown>, timeZone: string): Promise<string | null>;
}

/** A page's first view drawn on the server, with the API's answers it was drawn from. */
export interface FirstView {
  markup: string;
  /** What the page carries for the browser to take it over (`FirstViewData`), as JSON safe in a script element. */
  data: string;
  /** The addresses of the answers it carries, which the page need not fetch. */
  carried: string[];
}

/**
 * An answer longer than this, when it has an ETag, is named by its ETag rather than carried, and the page fetches
 * it (its preload asks for it at once): a trip's 5,000 photos are 2.5 MB, which the browser took 150 ms longer
 * to read inside the HTML than beside it, the page's code waiting.
 */
const CARRIED_UP_TO_BYTES = 64 * 1024;

/** `zone` when it is a time zone this server knows, else null. */
function knownTimeZone(zone: string | undefined): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export type DrawFirstView = (request: FastifyRequest, pathname: string) => Promise<FirstView | null>;

/**
 * Draws the first view of the pages the web app draws on the server (decision record 026), from the API's own
 * answers to the page's reader, asked of the app in process: the same checks, the same JSON. Null for any other
 * page, whenever an answer is not a 200 (signed out, no such trip), and when the browser has not named its time
 * zone (its dates would differ from the server's), so that the browser draws the page as before; and when
 * drawing fails, which is logged. The web app's server build is loaded with the first page that needs it;
 * without one (a development tree), nothing is drawn.
 */
export function firstViewDrawer(app: FastifyInstance, webDir: string): DrawFirstView {
  const entryFile = path.join(webDir, 'ssr', 'server-entry.js');
  if (!fs.existsSync(entryFile)) return async () => null;
  let entry: Promise<ServerEntry> | undefined;
  const draw: DrawFirstView = async (request, pathname) => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const { firstViewUrls, renderFirstView } = await entry;
    const urls = firstViewUrls(pathname);
    const timeZone = knownTimeZone(request.cookies[TIME_ZONE_COOKIE]);
    const cookie = request.headers.cookie;
    if (urls.length === 0 || !cookie || !timeZone) return null;
    const replies = await Promise.all(
      urls.map((url) => app.inject({ method: 'GET', url, headers: { cookie } })),
    );
    if (replies.some((reply) => reply.statusCode !== 200)) return null;
    const markup = await renderFirstView(
      pathname,
      Object.fromEntries(replies.map((reply, i) => [urls[i], reply.json()])),
      timeZone,
    );
    if (markup === null) return null;
    const carried: string[] = [];
    const answers: string[] = [];
    const fetched: Record<string, string> = {};
    urls.forEach((url, i) => {
      const { headers, body } = replies[i] as (typeof replies)[number];
      if (typeof headers.etag === 'string' && body.length > CARRIED_UP_TO_BYTES) fetched[url] = headers.etag;
      else {
        carried.push(url);
        answers.push(`${JSON.stringify(url)}:${body}`);
      }
    });
    // A `<` only ever stands in a JSON string, where its escape means the same and cannot close the script.
    const data = `{"answers":{${answers.join(',')}},"fetched":${JSON.stringify(fetched)}}`.replaceAll(
      '<',
      '\\u003c',
    );
    return { markup, data, carried };
  };
  return (request, pathname) =>
    draw(request, pathname).catch((error: unknown) => {
      request.log.warn(
        { err: error, pathname },
        'The first view could not be drawn; the browser draws the page',
      );
      return null;
    });
}
