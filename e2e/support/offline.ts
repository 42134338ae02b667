import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What Chromium logs for each request made while the network is off: by the page, or by its worker for it. */
export const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/];

/** Once the service worker controls the page and holds every file of the app. */
export async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const precache = names.find((name) => name.includes('precache'));
        return precache ? (await (await caches.open(precache)).keys()).length : 0;
      }),
    )
    .toBeGreaterThan(20);
}
