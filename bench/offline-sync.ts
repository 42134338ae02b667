import type { Browser, Page } from 'playwright-core';
import { installed } from '../e2e/support/offline';
import { waitUntil } from '../src/server/db/embedded/wait-until';
import { photoTaken } from '../test/support/photos';
import type { TestServer } from '../test/support/server';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { travellersPhone, worst } from './offline-phone';

const STOPS = 80;
const PHOTOS = 20;
const RUNS = 3;
const SYNC_MS = 600_000;

const waitingText = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;

/**
 * In the page: how many writes the device's outbox holds (in IndexedDB, as the app keeps them); with `keep`, a
 * copy of them, files and all, is kept in the page (`window.keptWrites`) for the baseline.
 */
const OUTBOX = `(keep) => new Promise((resolve, reject) => {
  const opened = indexedDB.open('roadbook-outbox');
  opened.onerror = () => reject(opened.error);
  opened.onsuccess = () => {
    const store = opened.result.transaction('writes').objectStore('writes');
    const read = keep ? store.getAll() : store.count();
    read.onerror = () => reject(read.error);
    read.onsuccess = () => {
      opened.result.close();
      if (keep) window.keptWrites = read.result;
      resolve(keep ? read.result.length : read.result);
    };
  };
})`;
const outbox = (page: Page, keep: boolean) => page.evaluate(`(${OUTBOX})(${keep})`) as Promise<number>;

/**
 * The baseline: the copied writes sent online, one after another as the outbox sends them, to the trip `to`
 * instead of `from` and under keys of their own, each stop then named after its place as the app asks (not
 * waited for, as the outbox does not); milliseconds from the first request to the last write's reply.
 */
const SEND_COPIES = `async ({ from, to }) => {
  const started = performance.now();
  const naming = [];
  for (const write of window.keptWrites) {
    const url = write.url.replace('/api/trips/' + from + '/', '/api/trips/' + to + '/');
    let body;
    const headers = { ...write.headers, 'Idempotency-Key': crypto.randomUUID() };
    if (write.form) {
      body = new FormData();
      for (const [name, value] of Object.entries(write.form.fields)) body.append(name, value);
      body.append(write.form.field, write.form.file, write.form.fileName);
    } else {
      body = JSON.stringify({ ...write.body, tripId: to });
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(url, { method: write.method, credentials: 'include', headers, body });
    if (!response.ok) throw new Error(url + ' answered ' + response.status);
    const reply = await response.json();
    if (write.nameFromPlace) naming.push(fetch('/api/stops/' + reply.id + '/find-place-name', { method: 'POST', credentials: 'include' }));
  }
  const ms = performance.now() - started;
  await Promise.all(naming);
  return ms;
}`;

/** What the server holds of a trip: its stops' latitudes and its photos' names. */
async function held(client: ReturnType<TestServer['client']>, tripId: number) {
  const stops = (await client.get(`/api/trips/${tripId}/stops`)).body as { latitude: number }[];
  const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as { originalName: string }[];
  return { latitudes: stops.map((stop) => stop.latitude), names: photos.map((photo) => photo.originalName) };
}

/** Checks the server holds each change once: one stop per place the phone stood at, one row per photo. */
async function heldOnce(client: ReturnType<TestServer['client']>, tripId: number, photoNames: string[]) {
  const { latitudes, names } = await held(client, tripId);
  const places = new Set(latitudes).size;
  if (
    latitudes.length !== STOPS ||
    places !== STOPS ||
    names.sort().join() !== [...photoNames].sort().join()
  ) {
    throw new Error(
      `trip ${tripId} holds ${latitudes.length} stops at ${places} places and ${names.length} photos, ` +
        `not ${STOPS} and ${PHOTOS} once each`,
    );
  }
}

/** 80 taps of "I'm here" at places of their own and 20 photos chosen in the upload dialog, without a network. */
async function changeOffline(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  for (let i = 0; i < STOPS; i++) {
    await page.context().setGeolocation({ latitude: 36 + i * 0.01, longitude: -112.1 });
    await page.getByRole('button', { name: "I'm here" }).click();
    await page
      .getByText(waitingText(i + 1))
      .first()
      .waitFor();
  }
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  await page
    .getByRole('dialog', { name: 'Upload Photos' })
    .getByLabel('Choose photos to upload')
    .setInputFiles(files);
  await page
    .getByText(waitingText(STOPS + PHOTOS))
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
}

/**
 * 100 changes made on a phone without a network (80 stops, 20 photographs), sent through the outbox once the
 * network returns: the milliseconds from going online until the outbox is empty, the server holding each once;
 * beside the same writes sent online one after another in the same page.
 */
export async function benchOfflineSync(browser: Browser, server: TestServer): Promise<void> {
  const owner = server.client();
  await signUp(owner);
  const files = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({
      name: `road-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoTaken(i % 2 === 0 ? 'horses' : 'dog', {
        clock: `2026:05:0${1 + (i % 9)} 1${i % 10}:00:00`,
      }),
    })),
  );
  const context = await travellersPhone(browser, server, owner.cookies.get('roadbook_sid') ?? '');
  await context.grantPermissions(['geolocation']);
  const synced: number[] = [];
  const bare: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const trip = await createTrip(owner, { title: `Offline day ${run + 1}` });
      const page = await context.newPage();
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: `Offline day ${run + 1}` }).waitFor();
      await installed(page);

      await context.setOffline(true);
      await changeOffline(page, files);
      const before = await held(owner, trip.id);
      if (before.latitudes.length + before.names.length > 0)
        throw new Error('changes reached the server offline');
      if ((await outbox(page, true)) !== STOPS + PHOTOS) throw new Error('the outbox holds other writes');

      const started = performance.now();
      await context.setOffline(false);
      const emptied = await waitUntil(
        async () => ((await outbox(page, false)) === 0 ? true : undefined),
        SYNC_MS,
        50,
      );
      if (!emptied)
        throw new Error(`the outbox was not empty ${SYNC_MS / 1000} s after the network returned`);
      synced.push(performance.now() - started);
      await heldOnce(
        owner,
        trip.id,
        files.map((file) => file.name),
      );

      const online = await createTrip(owner, { title: `Online day ${run + 1}` });
      bare.push(await page.evaluate(`(${SEND_COPIES})(${JSON.stringify({ from: trip.id, to: online.id })})`));
      await heldOnce(
        owner,
        online.id,
        files.map((file) => file.name),
      );
      await page.close();
    }
  } finally {
    await context.close();
  }
  const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.info(
    `${STOPS + PHOTOS} changes made offline (${PHOTOS} photos) synced once online: worst ${worst(synced).toFixed(0)} ms ` +
      `(${ms(synced)}) — the same writes sent online one after another: worst ${worst(bare).toFixed(0)} ms (${ms(bare)})`,
  );
}
