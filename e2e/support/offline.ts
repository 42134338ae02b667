import type { Page } from 'playwright-core';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { STEP_TIMEOUT_MS } from './browser';

/** What Chromium logs for each request made while the network is off: by the page, or by its worker for it. */
export const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/];

/**
 * Runs `check` in the page every `intervalMs` until it resolves to true (what the browser keeps, its caches and
 * IndexedDB, is read asynchronously, which `waitForFunction` does not wait for); fails after a step's time.
 */
export async function untilPageFinds(
  page: Page,
  what: string,
  check: (arg: number | null) => Promise<boolean>,
  arg: number | null = null,
  intervalMs = 100,
): Promise<void> {
  const found = await waitUntil(
    async () => ((await page.evaluate(check, arg)) ? true : undefined),
    STEP_TIMEOUT_MS,
    intervalMs,
  );
  if (!found) throw new Error(`The page did not find ${what} within ${STEP_TIMEOUT_MS / 1000} s`);
}

/** Once the service worker controls the page and holds every file of the app. */
export async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await untilPageFinds(page, "the app's files in its worker's cache", async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    return precache ? (await (await caches.open(precache)).keys()).length > 20 : false;
  });
}
