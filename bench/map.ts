import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext } from '../e2e/support/browser';
import { signedInCookies } from '../e2e/support/cookies';
import { chromiumPath } from '../scripts/ensure-browser-tools.mjs';
import { SESSION_COOKIE } from '../src/server/http/session';
import { TestClient } from '../test/support/http-client';
import { BROWSER_PROBES, DRAWN_MESSAGE, drawnWhen, type Probes } from './browser-probes';
import { hostBigTrip } from './hosted-trip';

const STOPS = 100;
const PHOTOS = Number(process.env.BENCH_MAP_PHOTOS ?? 5000);
const ROUTE_POINTS = Number(process.env.BENCH_ROUTE_POINTS ?? 200_000);
/** Zooms in, pans, zooms out and pans again this many times; the old per-photo markers needed fewer. */
const ROUNDS = Number(process.env.BENCH_MAP_ROUNDS ?? 3);
/** Loads of each page, each in a fresh context: a single load varies by half from one to the next. */
const LOADS = Number(process.env.BENCH_MAP_LOADS ?? 5);

declare const window: Window & { roadbook: Probes };

/** A page with Leaflet alone: the same tiles, the same frame, no markers and no route. */
async function startBareMapServer(tileUrl: string) {
  const dist = path.resolve('node_modules/leaflet/dist');
  const page = (bounds: string, width: string) => `<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="/leaflet.css"></head>
<body style="margin:0;padding:40px">
<div id="map" style="height:400px;width:${Number(width)}px"></div>
<script src="/leaflet.js"></script>
<script>
  const map = L.map('map');
  L.tileLayer(${JSON.stringify(tileUrl)}).addTo(map);
  const [s, w, n, e] = ${JSON.stringify(bounds)}.split(',').map(Number);
  map.fitBounds([[s, w], [n, e]], { padding: [20, 20], maxZoom: 12 });
</script></body></html>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/leaflet.js' || url.pathname === '/leaflet.css') {
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : 'text/css';
      res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(path.join(dist, url.pathname)));
      return;
    }
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(page(url.searchParams.get('bounds') ?? '0,0,1,1', url.searchParams.get('width') ?? '1000'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface MapFigures {
  /** The median of `LOADS` loads, each in a fresh context (an empty cache). */
  firstRenderMs: number;
  firstRenders: number[];
  firstZoomMs: number;
  zoomMs: number[];
  panMs: number[];
  /** Each interaction's slowest input, to the next frame painted (Event Timing). */
  zoomResponseMs: number[];
  panResponseMs: number[];
  /** The longest frame while the page scrolled the map into view, before the zooms. */
  scrollFrameMs: number;
  /** The longest of every load and interaction. */
  longestTaskMs: number;
  longestFrameMs: number;
}

/**
 * Interactions the probe saw no change from (a click lost on a busy page) are left out of the figures, and
 * counted apart (`neverAnswered`).
 */
const seen = (values: readonly number[]) => values.filter((value) => value >= 0);
const neverAnswered = (values: readonly number[]) =>
  `${values.length - seen(values).length} of ${values.length}`;
const median = (values: readonly number[]) =>
  [...seen(values)].sort((a, b) => a - b)[Math.floor(seen(values).length / 2)] ?? Number.NaN;
const slowest = (values: readonly number[]) => Math.max(...seen(values));

/** How long a load may take to draw the map before the benchmark gives up on it. */
const DRAWN_TIMEOUT_MS = 60_000;

/**
 * Opens `url` in a fresh context and waits until `ready` matches (the map drawn); the page stays open for
 * interactions. `watch` sees the page before it loads.
 */
export async function openMap(
  browser: Browser,
  url: string,
  ready: string,
  cookie?: string,
  watch?: (page: Page) => void,
) {
  const context = await newContext(browser, { viewport: DESKTOP });
  if (cookie) await context.addCookies(signedInCookies(cookie, new URL(url).origin));
  const page = await context.newPage();
  watch?.(page);
  await page.addInitScript(BROWSER_PROBES);
  await page.addInitScript(drawnWhen(ready));
  try {
    const drawn = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(DRAWN_MESSAGE),
      timeout: DRAWN_TIMEOUT_MS,
    });
    await page.goto(url, { waitUntil: 'commit' });
    const message = await drawn.catch(async (error: unknown) => {
      const state = await page.evaluate(() => ({
        url: location.href,
        tiles: document.querySelectorAll('.leaflet-tile-loaded').length,
        lines: document.querySelectorAll('.leaflet-overlay-pane :is(path, canvas)').length,
        markers: document.querySelector('.leaflet-marker-pane')?.childElementCount,
        text: document.body.textContent?.slice(0, 300),
      }));
      throw new Error(`the map was not drawn: ${JSON.stringify(state)}`, { cause: error });
    });
    const firstRenderMs = Number(message.text().slice(DRAWN_MESSAGE.length));
    await page.evaluate(() => window.roadbook.settle(performance.now(), false));
    return { context, page, firstRenderMs };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Zooms in and out with the map's buttons and pans it by dragging, `ROUNDS` times each way. */
async function interact(page: Page) {
  const watched = () =>
    page.evaluate(async () => ({
      still: (await window.roadbook.watched) ?? 0,
      response: window.roadbook.response(),
    }));
  const zoom = async (direction: 'in' | 'out') => {
    await page.evaluate(() => window.roadbook.watch());
    await page.click(`.leaflet-control-zoom-${direction}`);
    return watched();
  };
  const pan = async (index: number) => {
    // Where the map is now: the zoom buttons' clicks scroll the page, and on a trip page the map sits below
    // the photos.
    const map = page.locator('.leaflet-container');
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map on the page');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const dx = index % 2 === 0 ? 300 : -300;
    const dy = index % 2 === 0 ? 80 : -80;
    await page.mouse.move(x, y);
    await page.evaluate(() => window.roadbook.watch());
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 12 });
    await page.mouse.up();
    return watched();
  };

  // A reader scrolls to the map before using its buttons; on a page where it sits below the photos, that scroll
  // draws what comes into view, which is the scroll's cost rather than the zoom's.
  const scrolledSince = await page.evaluate(() => performance.now());
  await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.roadbook.settle(performance.now(), false));
  const scroll = await page.evaluate((since) => window.roadbook.longest(since), scrolledSince);
  const zooms: { still: number; response: number }[] = [];
  const pans: { still: number; response: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) zooms.push(await zoom('in'));
  for (let i = 0; i < ROUNDS; i++) pans.push(await pan(i));
  for (let i = 0; i < ROUNDS; i++) zooms.push(await zoom('out'));
  for (let i = 0; i < ROUNDS; i++) pans.push(await pan(i));
  return { zooms, pans, scrollFrameMs: scroll.longestFrameMs };
}

/** Loads the map `LOADS` times, each in a fresh context; the last load's page is then zoomed and panned. */
async function measureMap(browser: Browser, url: string, ready: string, cookie?: string) {
  const firstRenders: number[] = [];
  let longestTaskMs = 0;
  let longestFrameMs = 0;
  let interactions: Awaited<ReturnType<typeof interact>> | undefined;
  for (let load = 1; load <= LOADS; load++) {
    const { context, page, firstRenderMs } = await openMap(browser, url, ready, cookie);
    try {
      firstRenders.push(firstRenderMs);
      if (load === LOADS) interactions = await interact(page);
      const longest = await page.evaluate(() => window.roadbook.longest());
      longestTaskMs = Math.max(longestTaskMs, longest.longestTaskMs);
      longestFrameMs = Math.max(longestFrameMs, longest.longestFrameMs);
    } finally {
      await context.close();
    }
  }
  const { zooms, pans, scrollFrameMs } = interactions ?? { zooms: [], pans: [], scrollFrameMs: 0 };
  return {
    firstRenderMs: median(firstRenders),
    firstRenders,
    firstZoomMs: zooms[0]?.still ?? 0,
    zoomMs: zooms.map((z) => z.still),
    panMs: pans.map((p) => p.still),
    zoomResponseMs: zooms.map((z) => z.response),
    panResponseMs: pans.map((p) => p.response),
    scrollFrameMs,
    longestTaskMs,
    longestFrameMs,
  } satisfies MapFigures;
}

function print(name: string, figures: MapFigures, bare: MapFigures): void {
  const ms = (value: number) => (Number.isFinite(value) && value >= 0 ? `${Math.round(value)} ms` : 'none');
  // Frames are recorded from 50 ms on (long animation frames).
  const longFrame = (value: number) => (value === 0 ? 'none over 50 ms' : ms(value));
  const spread = (values: readonly number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  const unanswered = (of: MapFigures) =>
    `${neverAnswered(of.zoomMs)} zooms and ${neverAnswered(of.panMs)} pans never answered`;
  console.info(
    `${name}: first render, median of ${figures.firstRenders.length} loads, ${ms(figures.firstRenderMs)} (${spread(figures.firstRenders)})` +
      ` (bare Leaflet ${ms(bare.firstRenderMs)}, ${spread(bare.firstRenders)}); ${unanswered(figures)} (bare Leaflet ${unanswered(bare)})`,
  );
  console.info(
    `  zoom: first ${figures.firstZoomMs < 0 ? 'never answered' : ms(figures.firstZoomMs)}, median ${ms(median(figures.zoomMs))}, slowest ${ms(slowest(figures.zoomMs))}` +
      `, ${neverAnswered(figures.zoomMs)} interactions never answered` +
      ` (bare Leaflet: median ${ms(median(bare.zoomMs))}, slowest ${ms(slowest(bare.zoomMs))}, ${neverAnswered(bare.zoomMs)} never answered; both include Leaflet's 250 ms animation)`,
  );
  const response = (values: readonly number[]) =>
    `median ${values.length > 0 && median(values) === 0 ? 'under 16 ms' : ms(median(values))}, slowest ${ms(slowest(values))}`;
  console.info(
    `  response, input to the next frame painted: zoom click ${response(figures.zoomResponseMs)}, drag ${response(figures.panResponseMs)}` +
      ` (bare Leaflet: zoom ${response(bare.zoomResponseMs)}, drag ${response(bare.panResponseMs)})`,
  );
  console.info(
    `  scrolling the map into view first: longest frame ${longFrame(figures.scrollFrameMs)} (bare Leaflet ${longFrame(bare.scrollFrameMs)})`,
  );
  console.info(
    `  pan (300 px drag, until the map is still): median ${ms(median(figures.panMs))}, slowest ${ms(slowest(figures.panMs))}` +
      `, ${neverAnswered(figures.panMs)} interactions never answered` +
      ` (bare Leaflet: median ${ms(median(bare.panMs))}, slowest ${ms(slowest(bare.panMs))}, ${neverAnswered(bare.panMs)} never answered)`,
  );
  console.info(
    `  longest task ${ms(figures.longestTaskMs)}, longest frame ${ms(figures.longestFrameMs)}, over every load and interaction` +
      ` (bare Leaflet: ${ms(bare.longestTaskMs)}, ${ms(bare.longestFrameMs)})`,
  );
}

/**
 * The map is drawn when it has the GPS route (on a canvas, or the older SVG line) and more markers than the trip's
 * stops: some stand for photos.
 */
export const mapDrawn = (stops: number) =>
  '.leaflet-container:has(.leaflet-tile-loaded):has(.leaflet-overlay-pane :is(canvas, path.trip-route-track))' +
  `:has(.leaflet-marker-pane > :nth-child(${stops + 1}))`;

export async function benchMap(): Promise<void> {
  const trip = await hostBigTrip({
    stops: STOPS,
    photosPerStop: Math.floor(PHOTOS / 2 / STOPS),
    loosePhotos: PHOTOS - Math.floor(PHOTOS / 2 / STOPS) * STOPS,
    routePoints: ROUTE_POINTS,
    thumbnails: 20,
  });
  console.info(
    `trip of ${STOPS} stops, ${PHOTOS} photos and a ${ROUTE_POINTS}-point route made in ${(trip.seedMs / 1000).toFixed(1)} s, served by a process of its own`,
  );
  let bareServer: Awaited<ReturnType<typeof startBareMapServer>> | undefined;
  let browser: Browser | undefined;
  try {
    bareServer = await startBareMapServer(trip.tileUrl);
    browser = await launchBrowser(chromiumPath);
    const client = new TestClient(trip.baseUrl);
    client.cookies.set(SESSION_COOKIE, trip.sessionCookie);
    const photos = (await client.get(`/api/trips/${trip.tripId}/photos`)).body as {
      latitude: number | null;
      longitude: number | null;
    }[];
    const stops = (await client.get(`/api/trips/${trip.tripId}/stops`)).body as {
      latitude: number;
      longitude: number;
    }[];
    const places = [...stops, ...photos].filter((p) => p.latitude !== null && p.longitude !== null) as {
      latitude: number;
      longitude: number;
    }[];
    const bounds = [
      Math.min(...places.map((p) => p.latitude)),
      Math.min(...places.map((p) => p.longitude)),
      Math.max(...places.map((p) => p.latitude)),
      Math.max(...places.map((p) => p.longitude)),
    ].join(',');

    const bare = await measureMap(
      browser,
      `${bareServer.url}?bounds=${bounds}&width=1100`,
      '.leaflet-tile-loaded',
    );
    const drawn = mapDrawn(STOPS);
    const owner = await measureMap(
      browser,
      `${trip.baseUrl}/trips/${trip.tripId}`,
      drawn,
      trip.sessionCookie,
    );
    print("owner's trip page", owner, bare);
    const shared = await measureMap(browser, `${trip.baseUrl}${trip.sharedPath}`, drawn);
    print('shared page (the same trip through its link)', shared, bare);
  } finally {
    await Promise.allSettled([browser?.close(), bareServer?.close(), trip.close()]);
  }
}
