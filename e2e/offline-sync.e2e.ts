import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { addStop, createTrip } from '../test/support/trips';
import { journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { installed, keepPhotos, OFFLINE_ERRORS } from './support/offline';

const h = journeyHarness();

/** Changes made without a network, sent when it returns: refusals, lost replies, failures and stale edits. */
describe('changes waiting on the device', () => {
  it('shows a change the server refused with its message, to send again or discard', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-refused',
      {
        viewport: PHONE,
        serviceWorker: true,
        expectedErrors: [...OFFLINE_ERRORS, /status of 404 \(Not Found\)/],
      },
      async (page, context) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 36.1, longitude: -112.1 });
        const { client } = await signInAs(h.server, context, { firstName: 'Ike' });
        const trip = await createTrip(client, { title: 'Rim to rim' });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Rim to rim' }).waitFor();
        await installed(page);

        await context.setOffline(true);
        await page.getByRole('button', { name: "I'm here" }).click();
        const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        await waiting.getByText(/Waiting to sync/).waitFor();
        // Meanwhile the trip is deleted from another device.
        expect((await client.delete(`/api/trips/${trip.id}`)).status).toBe(200);
        await context.setOffline(false);
        await waiting.getByText('Refused').first().waitFor();
        await waiting.getByText('Trip not found').waitFor();
        await page
          .getByRole('region', { name: 'Trip map' })
          .getByRole('button', { name: /^Here at .+ \(Refused\)$/ })
          .waitFor();
        // A photo for the refused stop, with a network: kept until its stop is sent, as it says.
        await keepPhotos(
          page,
          page.getByRole('button', { name: 'Add photos to stop' }),
          [{ name: 'rim.jpg', buffer: await makeJpeg({ width: 80, height: 60 }) }],
          'Saved on this device: sent after its stop',
        );
        await waiting.getByText('Photo: rim.jpg').waitFor();
        // It is not sent without its stop, and says so.
        await waiting
          .getByText('Not sent: its stop was refused. It follows the stop if you send that again.')
          .waitFor();
        await screenshot(page, 'offline-refused-phone');
        await waiting.getByRole('button', { name: 'Send again' }).click();
        await waiting.getByText('Trip not found').waitFor();
        // Discarding the stop asks first, naming the photo that goes with it.
        await waiting.getByRole('button', { name: 'Discard' }).click();
        const ask = page.getByRole('dialog', { name: 'Discard the stop and what waits for it?' });
        await ask.getByText(/1 change made to this stop on this device \(Photo: rim\.jpg\)/).waitFor();
        await ask.getByRole('button', { name: 'Discard all' }).click();
        await waiting.waitFor({ state: 'detached' });
      },
    );
  });

  it('lets a change the server keeps failing on stop holding the others back, shown for the traveller to choose', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-server-failing',
      { viewport: PHONE, serviceWorker: true, expectedErrors: [...OFFLINE_ERRORS, /status of 500/] },
      async (page, context) => {
        await context.grantPermissions(['geolocation']);
        const { client } = await signInAs(h.server, context, { firstName: 'Ike' });
        const trip = await createTrip(client, { title: 'Two stops' });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Two stops' }).waitFor();
        await installed(page);
        await context.setOffline(true);
        for (const [n, latitude] of [36.1, 36.2].entries()) {
          await context.setGeolocation({ latitude, longitude: -112.1 });
          await page.getByRole('button', { name: "I'm here" }).click();
          await page
            .getByText(`${n + 1} ${n === 0 ? 'change' : 'changes'} waiting`)
            .first()
            .waitFor();
        }
        let failed = 0;
        await page.route(`**/api/trips/${trip.id}/stops`, async (route) => {
          const body = route.request().postDataJSON() as { latitude?: number } | null;
          if (route.request().method() !== 'POST' || body?.latitude !== 36.1) return route.fallback();
          failed += 1;
          await route.fulfill({
            status: 500,
            json: { message: 'Something went wrong on the server', code: 'internal' },
          });
        });
        await context.setOffline(false);
        const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        for (let round = 2; round <= 4; round++) {
          await expect.poll(() => failed).toBeGreaterThanOrEqual(round - 1);
          await context.setOffline(true);
          await context.setOffline(false);
        }
        await waiting.getByText('Refused').first().waitFor();
        await waiting.getByText('Something went wrong on the server').waitFor();
        await expect
          .poll(async () =>
            (await client.get(`/api/trips/${trip.id}/stops`)).body.map(
              (stop: { latitude: number }) => stop.latitude,
            ),
          )
          .toEqual([36.2]);
        await waiting.getByRole('button', { name: 'Discard' }).click();
        await waiting.waitFor({ state: 'detached' });
      },
    );
  });

  it('resumes a sync cut off half-way: a change whose reply was lost is sent again and stored once', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-cut-sync',
      // The reply this journey cuts off is a connection reset, to the page.
      { viewport: PHONE, serviceWorker: true, expectedErrors: [...OFFLINE_ERRORS, /ERR_CONNECTION_RESET/] },
      async (page, context) => {
        await context.grantPermissions(['geolocation']);
        const { client } = await signInAs(h.server, context, { firstName: 'Cy' });
        const trip = await createTrip(client, { title: 'Three stops' });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Three stops' }).waitFor();
        await installed(page);

        await context.setOffline(true);
        const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        for (const [n, latitude] of [37.1, 37.2, 37.3].entries()) {
          await context.setGeolocation({ latitude, longitude: -113.0 });
          await page.getByRole('button', { name: "I'm here" }).click();
          await page
            .getByText(`${n + 1} ${n === 0 ? 'change' : 'changes'} waiting`)
            .first()
            .waitFor();
        }

        // The second reaches the server, which stores it, but its reply is lost on the way back.
        let posts = 0;
        let keyOfLost = '';
        await page.route(`**/api/trips/${trip.id}/stops`, async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          posts += 1;
          if (posts !== 2) return route.fallback();
          keyOfLost = (await route.request().headerValue('idempotency-key')) ?? '';
          await route.fetch();
          await route.abort('connectionreset');
        });
        await context.setOffline(false);
        await expect.poll(() => posts).toBeGreaterThanOrEqual(2);
        await page.getByText('2 changes waiting').first().waitFor();
        await expect.poll(async () => (await client.get(`/api/trips/${trip.id}/stops`)).body.length).toBe(2);

        // The next round (here: the network coming back again) sends the rest, the cut one with the same key.
        await context.setOffline(true);
        await context.setOffline(false);
        await waiting.waitFor({ state: 'detached' });
        const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body as { latitude: number }[];
        expect(stops.map((stop) => stop.latitude).sort()).toEqual([37.1, 37.2, 37.3]);
        expect(keyOfLost).not.toBe('');
        const kept = await h.server.database.pool.query(
          'SELECT count(*)::int AS count FROM idempotent_requests WHERE key = $1',
          [keyOfLost],
        );
        expect(kept.rows[0].count).toBe(1);
      },
    );
  });

  it('keeps a photo whose upload lost its reply, and sends it again with the same key: stored once', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-lost-upload',
      { viewport: PHONE, expectedErrors: [...OFFLINE_ERRORS, /ERR_CONNECTION_RESET/] },
      async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Cy' });
        const trip = await createTrip(client, { title: 'One photo' });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'One photo' }).waitFor();
        let keys: string[] = [];
        await page.route(`**/api/trips/${trip.id}/photos`, async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          keys = [...keys, (await route.request().headerValue('idempotency-key')) ?? ''];
          if (keys.length > 1) return route.fallback();
          await route.fetch();
          await route.abort('connectionreset');
        });
        await page.getByRole('button', { name: 'Upload Photos' }).click();
        const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
        await dialog.getByLabel('Choose photos to upload').setInputFiles({
          name: 'canyon.jpg',
          mimeType: 'image/jpeg',
          buffer: await makeJpeg({ width: 80, height: 60 }),
        });
        await page.getByText('1 change waiting').first().waitFor();
        await expect.poll(async () => (await client.get(`/api/trips/${trip.id}/photos`)).body.length).toBe(1);
        await context.setOffline(true);
        await context.setOffline(false);
        await expect.poll(() => keys.length).toBe(2);
        expect(keys[1]).toBe(keys[0]);
        await page.getByText('1 change waiting').first().waitFor({ state: 'detached' });
        expect((await client.get(`/api/trips/${trip.id}/photos`)).body).toHaveLength(1);
      },
    );
  });

  it("keeps a photo's new caption made offline, and sends it when the network returns", async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-photo-edit',
      { viewport: PHONE, serviceWorker: true, expectedErrors: OFFLINE_ERRORS },
      async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Cy' });
        const trip = await createTrip(client, { title: 'Captions' });
        const form = new FormData();
        form.append(
          'photo',
          new Blob([new Uint8Array(await makeJpeg({ width: 80, height: 60 }))]),
          'arches.jpg',
        );
        expect((await client.post(`/api/trips/${trip.id}/photos`, form)).status).toBe(201);
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Captions' }).waitFor();
        await installed(page);

        await context.setOffline(true);
        await page.getByRole('button', { name: 'Open photo arches.jpg' }).click();
        const viewer = page.getByRole('dialog', { name: 'arches.jpg' });
        await viewer.getByRole('button', { name: 'Photo details' }).click();
        await viewer.getByRole('button', { name: 'Edit Photo' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Photo Details' });
        await edit.getByLabel('Caption').fill('Delicate Arch at sunset');
        await edit.getByRole('button', { name: 'Update Photo' }).click();
        await page.getByText('Saved on this device').first().waitFor();
        await page.getByText('1 change waiting').first().waitFor();
        const photo = async () => (await client.get(`/api/trips/${trip.id}/photos`)).body[0];
        expect((await photo()).caption).toBeNull();

        await context.setOffline(false);
        await expect.poll(async () => (await photo()).caption).toBe('Delicate Arch at sunset');
        await page.getByText('1 change waiting').first().waitFor({ state: 'detached' });
      },
    );
  });

  it('keeps an edit made offline and, when someone changed the stop meanwhile, lets the traveller keep theirs or mine', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-stale-edit',
      {
        viewport: PHONE,
        serviceWorker: true,
        expectedErrors: [...OFFLINE_ERRORS, /status of 409 \(Conflict\)/],
      },
      async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Rue' });
        const trip = await createTrip(client, { title: 'Two minds' });
        const stop = await addStop(client, trip.id, { name: 'Moab', latitude: 38.57, longitude: -109.55 });
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Two minds' }).waitFor();
        await installed(page);
        const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        const nameOnServer = async () => (await client.get(`/api/trips/${trip.id}/stops`)).body[0]?.name;

        const renameOffline = async (name: string, theirs: string) => {
          await context.setOffline(true);
          await page.getByRole('button', { name: 'Rename stop' }).first().click();
          await page.getByLabel('Stop name').fill(name);
          await page.getByLabel('Stop name').press('Enter');
          await page.getByText('Saved on this device').first().waitFor();
          await waiting.getByText(/^Changes to /).waitFor();
          // Someone else renames it from another device meanwhile.
          expect((await client.put(`/api/stops/${stop.id}`, { name: theirs })).status).toBe(200);
          await context.setOffline(false);
          await waiting.getByText('Someone else changed this while you were editing').waitFor();
        };

        await renameOffline('Moab by the river', 'Moab, Utah');
        await screenshot(page, 'offline-stale-edit-phone');
        await waiting.getByRole('button', { name: 'Keep mine' }).click();
        await waiting.waitFor({ state: 'detached' });
        await expect.poll(nameOnServer).toBe('Moab by the river');
        await page.getByRole('list', { name: 'Stops' }).getByText('Moab by the river').waitFor();

        await renameOffline('Moab once more', 'Moab, UT');
        await waiting.getByRole('button', { name: 'Keep theirs' }).click();
        await waiting.waitFor({ state: 'detached' });
        expect(await nameOnServer()).toBe('Moab, UT');
      },
    );
  });
});
