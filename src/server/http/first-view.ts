import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIME_ZONE_COOKIE } from '../../common/first-view';
import { PreparedBody } from './prepared-body';
import { ReadCache } from './read-cache';
import { SESSION_COOKIE } from './session';

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
 * it (its preload asks for it at once): a big photo list is read by the browser more slowly inside the HTML than
 * beside it, the page's code waiting.
 */
const CARRIED_UP_TO_BYTES = 64 * 1024;
/**
 * Pages drawn lately, kept to be sent again while what they were drawn from is unchanged: one for each reader
 * and address, a newer drawing taking the older's place, so that pages drawn before a change do not linger.
 */
const KEPT_PAGES_MEGABYTES = 8;

/**
 * Zones met already, as browsers name them (`Intl`'s own spelling): asking `Intl` at every page costs the main
 * thread a noticeable share of the server's time under load. Only a zone spelt as `Intl` spells it
 * is kept, so the set is bounded by the zones there are, whatever readers send.
 */
const knownZones = new Set<string>();

/** `zone` when it is a time zone this server knows, else null. */
function knownTimeZone(zone: string | undefined): string | null {
  if (!zone || zone.length > 64) return null;
  if (knownZones.has(zone)) return zone;
  try {
    const known = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    if (known === zone) knownZones.add(zone);
    return known;
  } catch {
    return null;
  }
}

/** The page sent with `firstView` drawn in it. */
export type PageWith = (firstView: FirstView) => string;

export type DrawFirstView = (
  request: FastifyRequest,
  pathname: string,
  page: PageWith,
) => Promise<PreparedBody | null>;

/** Which page for which reader: the address, the reader's zone and session. */
function pageSlot(request: FastifyRequest, pathname: string, timeZone: string): string {
  const session = request.cookies[SESSION_COOKIE] ?? '';
  return createHash('sha1').update([pathname, timeZone, session].join('\0')).digest('base64url');
}

/**
 * One of the API's answers a page is drawn from, its bytes read only when asked for: a trip's photo list is
 * named by its ETag, and decoding it into text at every page took most of a drawn page's time on the
 * server.
 */
interface Answer {
  statusCode: number;
  etag: string | null;
  bytes(): Promise<Buffer>;
}

async function ask(app: FastifyInstance, url: string, cookie: string): Promise<Answer> {
  const reply = await app.inject({ method: 'GET', url, headers: { cookie }, payloadAsStream: true });
  let bytes: Promise<Buffer> | undefined;
  return {
    statusCode: reply.statusCode,
    etag: typeof reply.headers.etag === 'string' ? reply.headers.etag : null,
    bytes: () => {
      bytes ??= buffer(reply.stream());
      return bytes;
    },
  };
}

/**
 * What a drawn page is drawn from, as its version: the answers (their ETags, or their bytes when they have none).
 * The session's answer names the reader, so readers never share one.
 */
async function pageVersion(answers: Answer[]): Promise<string> {
  const hash = createHash('sha1');
  for (const answer of answers) hash.update(answer.etag ?? (await answer.bytes())).update('\0');
  return hash.digest('base64url');
}

/** The first view drawn from `replies`, the answers at `urls`; null when they do not make one. */
async function drawnFrom(
  entry: ServerEntry,
  pathname: string,
  timeZone: string,
  urls: string[],
  replies: Answer[],
): Promise<FirstView | null> {
  const bodies = await Promise.all(replies.map(async (reply) => (await reply.bytes()).toString()));
  const markup = await entry.renderFirstView(
    pathname,
    Object.fromEntries(bodies.map((body, i) => [urls[i], JSON.parse(body)])),
    timeZone,
  );
  if (markup === null) return null;
  const carried: string[] = [];
  const answers: string[] = [];
  const fetched: Record<string, string> = {};
  urls.forEach((url, i) => {
    const { etag } = replies[i] as Answer;
    const body = bodies[i] as string;
    if (etag !== null && body.length > CARRIED_UP_TO_BYTES) fetched[url] = etag;
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
}

/**
 * Draws the first view of the pages the web app draws on the server (decision record 026), from the API's own
 * answers to the page's reader, asked of the app in process: the same checks, the same JSON. Null for any other
 * page, whenever an answer is not a 200 (signed out, no such trip), and when the browser has not named its time
 * zone (its dates would differ from the server's), so that the browser draws the page as before; and when
 * drawing fails, which is logged. The web app's server build is loaded with the first page that needs it;
 * without one (a development tree), nothing is drawn. A page drawn is kept, whole, and sent again (compressed
 * as its reader's browser asks) for as long as what it was drawn from is unchanged: drawing a big trip holds
 * the server's main thread for a while.
 */
export function firstViewDrawer(app: FastifyInstance, webDir: string): DrawFirstView {
  const entryFile = path.join(webDir, 'ssr', 'server-entry.js');
  if (!fs.existsSync(entryFile)) return async () => null;
  let entry: Promise<ServerEntry> | undefined;
  const pages = new ReadCache(KEPT_PAGES_MEGABYTES);
  const draw: DrawFirstView = async (request, pathname, page) => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const loaded = await entry;
    const urls = loaded.firstViewUrls(pathname);
    const timeZone = knownTimeZone(request.cookies[TIME_ZONE_COOKIE]);
    const cookie = request.headers.cookie;
    if (urls.length === 0 || !cookie || !timeZone) return null;
    const replies = await Promise.all(urls.map((url) => ask(app, url, cookie)));
    if (replies.some((reply) => reply.statusCode !== 200)) return null;
    return pages.reply(pageSlot(request, pathname, timeZone), await pageVersion(replies), async () => {
      const firstView = await drawnFrom(loaded, pathname, timeZone, urls, replies);
      return firstView && new PreparedBody(Buffer.from(page(firstView)), 'text/html; charset=utf-8');
    });
  };
  return (request, pathname, page) =>
    draw(request, pathname, page).catch((error: unknown) => {
      request.log.warn(
        { err: error, pathname },
        'The first view could not be drawn; the browser draws the page',
      );
      return null;
    });
}
