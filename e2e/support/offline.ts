import type { Locator, Page } from 'playwright-core';
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

/** The trip page, read again once the worker answers: the device then keeps what it read, to open offline. */
export async function openSavedTrip(page: Page, trip: { id: number; title: string }): Promise<void> {
  await page.goto(`/trips/${trip.id}`);
  await page.getByRole('heading', { name: trip.title }).waitFor();
  await installed(page);
  await page.reload();
  await page.getByRole('heading', { name: trip.title }).waitFor();
}

/**
 * Photos chosen through the upload dialog `opener` opens and kept on the device, without a network or for a stop
 * that waits there itself: the dialog says `note` under each.
 */
export async function keepPhotos(
  page: Page,
  opener: Locator,
  files: { name: string; buffer: Buffer }[],
  note = 'Saved on this device: sent when the network returns',
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
  await dialog
    .getByLabel('Choose photos to upload')
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
  const noted = await waitUntil(
    async () => ((await dialog.getByText(note).count()) === files.length ? true : undefined),
    STEP_TIMEOUT_MS,
    100,
  );
  if (!noted) throw new Error(`Not every photo said "${note}" within ${STEP_TIMEOUT_MS / 1000} s`);
  await page.keyboard.press('Escape');
}

/** A second of voice memo recorded from a stop's row and saved. */
export async function recordVoiceMemo(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Record voice memo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Memo' });
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await dialog.getByRole('timer', { name: 'Recording time' }).getByText('0:01').waitFor();
  await dialog.getByRole('button', { name: 'Stop Recording' }).click();
  await dialog.getByRole('button', { name: 'Save Voice Memo' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** What the device's outbox holds: how many writes wait, and each stand-in with the server's id it was given. */
export const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ writes: number; serverIds: [number, number][] }>((resolve, reject) => {
        const open = indexedDB.open('roadbook-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction(['writes', 'serverIds']);
          const writes = transaction.objectStore('writes').count();
          const standIns = transaction.objectStore('serverIds').getAllKeys();
          const ids = transaction.objectStore('serverIds').getAll();
          transaction.oncomplete = () => {
            database.close();
            resolve({
              writes: writes.result,
              serverIds: standIns.result.map((standIn, index) => [Number(standIn), ids.result[index]]),
            });
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
