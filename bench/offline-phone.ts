import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, PHONE } from '../e2e/support/browser';
import { signedInCookies } from '../e2e/support/cookies';
import { installed, untilPageFinds } from '../e2e/support/offline';
import type { TestServer } from '../test/support/server';
import { DRAWN_MESSAGE, type DrawnPart, drawnWhenEvery } from './browser-probes';

/** A phone signed in as `session`, whose browser lets the app's service worker in (the journeys' block it). */
export async function travellersPhone(browser: Browser, server: TestServer, session: string) {
  const context = await newContext(browser, {
    baseURL: server.baseUrl,
    viewport: PHONE,
    serviceWorkers: 'allow',
  });
  await context.addCookies(signedInCookies(session, server.baseUrl));
  return context;
}

/** What a trip page shows once drawn: its stops, its photos counted, and the first photo's picture. */
export const tripDrawn = (stops: number, photos: number): DrawnPart[] => [
  { selector: 'h2', text: `Trip Timeline & Stops (${stops})` },
  { selector: 'p', text: `All ${photos} photos organized by location` },
  { selector: 'button[aria-label^="Open photo"] img', loaded: true },
];

/**
 * Opens `path` in a new page of `context` and returns the milliseconds from the navigation's start until the
 * page showed `drawn` (watched from inside the page, `drawnWhenEvery`).
 */
export async function openUntilDrawn(context: BrowserContext, path: string, drawn: DrawnPart[]) {
  const page = await context.newPage();
  await page.addInitScript(drawnWhenEvery(drawn));
  const [message] = await Promise.all([
    page.waitForEvent('console', { predicate: (line) => line.text().startsWith(DRAWN_MESSAGE) }),
    page.goto(path),
  ]);
  return { page, ms: Number(message.text().slice(DRAWN_MESSAGE.length)) };
}

/**
 * Once the worker holds the app, the page is read again through it, and what it read (the trip's answers and
 * the thumbnails in view) is saved for the road: as a traveller who opened the trip before driving off.
 */
export async function savedForTheRoad(page: Page, tripId: number, drawn: DrawnPart[]): Promise<void> {
  await installed(page);
  await page.addInitScript(drawnWhenEvery(drawn));
  await Promise.all([
    page.waitForEvent('console', { predicate: (line) => line.text().startsWith(DRAWN_MESSAGE) }),
    page.reload(),
  ]);
  await page.waitForLoadState('networkidle');
  await untilPageFinds(
    page,
    "the trip's answers and thumbnails saved",
    async (id) => {
      const saved = (await (await caches.open('roadbook-data')).keys()).map(
        (request) => new URL(request.url).pathname,
      );
      const thumbnails = await (await caches.open('roadbook-thumbnails')).keys();
      return (
        thumbnails.length > 0 &&
        [`/api/trips/${id}`, `/api/trips/${id}/stops`, `/api/trips/${id}/photos`].every((path) =>
          saved.includes(path),
        )
      );
    },
    tripId,
  );
}

export const worst = (values: number[]) => Math.max(...values);
