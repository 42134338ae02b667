import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { addStop, createTrip } from '../test/support/trips';
import { journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { installed, keepPhotos, OFFLINE_ERRORS, openSavedTrip, recordVoiceMemo } from './support/offline';

const h = journeyHarness();

describe('Roadbook without a network', () => {
  it('is installable, and opens the home page and a trip seen before offline, saying so', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-open',
      { viewport: PHONE, serviceWorker: true, expectedErrors: OFFLINE_ERRORS },
      async (page, context) => {
        const { client } = await signInAs(h.server, context, { firstName: 'Nell' });
        const trip = await createTrip(client, { title: 'Desert loop' });
        await addStop(client, trip.id, { name: 'Goblin Valley', latitude: 38.56, longitude: -110.7 });
        const unseen = await createTrip(client, { title: 'Coast road' });

        await page.goto('/');
        await page.getByText('Desert loop').first().waitFor();
        const manifest = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
          return link ? (await fetch(link.href)).json() : null;
        });
        expect(manifest).toMatchObject({ name: 'Roadbook', display: 'standalone', start_url: '/' });
        expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
          expect.arrayContaining(['192x192', '512x512']),
        );
        await installed(page);
        // Read again now that the worker answers: what it reads, it saves.
        await page.reload();
        await page.getByText('Desert loop').first().waitFor();
        await page.getByText('Desert loop').first().click();
        await page.getByText('Goblin Valley').first().waitFor();

        await context.setOffline(true);
        await page.reload();
        await page.getByText('Offline — showing what this device saved').waitFor();
        await page.getByText(/Last synced/).waitFor();
        await page.getByText('Goblin Valley').first().waitFor();
        // The tile server cannot be reached: the map built into the app stands in.
        await page
          .getByRole('region', { name: 'Trip map' })
          .locator('.leaflet-control-attribution', { hasText: 'Offline map · Natural Earth' })
          .waitFor();
        await screenshot(page, 'offline-trip-phone');

        await page.goto('/');
        await page.getByText('Desert loop').first().waitFor();
        await page.getByText('Coast road').first().waitFor();
        await page.goto(`/trips/${unseen.id}`);
        await page.getByRole('heading', { name: 'Not saved on this device' }).waitFor();
        await screenshot(page, 'offline-unsaved-trip-phone');

        await context.setOffline(false);
        await page.getByText('Offline — showing what this device saved').waitFor({ state: 'detached' });

        // What the device keeps, and clearing it: the trip then no longer opens offline.
        await page.goto('/profile');
        const kept = page.getByRole('heading', { name: 'On this device' }).locator('xpath=ancestor::*[3]');
        await kept.getByText(/ kept( of |$)/).waitFor();
        await screenshot(page, 'device-storage-phone');
        await kept.getByRole('button', { name: 'Clear stored trips' }).click();
        await page.getByText('Stored trips cleared').first().waitFor();
        await context.setOffline(true);
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Not saved on this device' }).waitFor();
        await context.setOffline(false);
      },
    );
  });

  it('adds a stop with one tap, a photo and a voice memo offline, keeps them when the page is closed, shows the stop on the map, and sends each once when the network returns', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-im-here',
      { viewport: PHONE, serviceWorker: true, expectedErrors: OFFLINE_ERRORS },
      async (tab, context) => {
        let page = tab;
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 38.5733, longitude: -109.5498 });
        const { client } = await signInAs(h.server, context, { firstName: 'Ada' });
        const trip = await createTrip(client, { title: 'Canyon days' });
        const arches = await addStop(client, trip.id, {
          name: 'Arches',
          latitude: 38.73,
          longitude: -109.59,
        });
        await openSavedTrip(page, trip);

        await context.setOffline(true);
        await page.getByRole('button', { name: "I'm here" }).click();
        await page.getByText('Saved on this device').first().waitFor();
        let waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        await waiting.getByText(/^New stop: Here at /).waitFor();
        await waiting.getByText(/Waiting to sync/).waitFor();
        await page.getByText('1 change waiting').first().waitFor();

        // A photo, kept on the device until it can be sent.
        await keepPhotos(page, page.getByRole('button', { name: 'Upload Photos' }), [
          { name: 'canyon.jpg', buffer: await makeJpeg({ width: 800, height: 600 }) },
        ]);
        await waiting.getByText('Photo: canyon.jpg').waitFor();
        await page.getByText('2 changes waiting').first().waitFor();

        // A voice memo on a stop seen before.
        const archesRow = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').first();
        await recordVoiceMemo(page, archesRow);
        await waiting.getByText('Voice memo: Arches').waitFor();
        await page.getByText('3 changes waiting').first().waitFor();

        // Nothing is lost by closing the page (offline-stop-additions reloads it instead): one opened anew, still
        // offline, has it all.
        await page.close();
        page = await context.newPage();
        await page.goto(`/trips/${trip.id}`);
        await page.getByText('Offline — showing what this device saved').waitFor();
        waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        await waiting.getByText(/^New stop: Here at /).waitFor();
        await waiting.getByText('Photo: canyon.jpg').waitFor();
        await waiting.getByText('Voice memo: Arches').waitFor();
        await page.getByText('· 3 changes waiting').waitFor();

        // The waiting stop is on the map too, after the trip's own, marked waiting.
        const map = page.getByRole('region', { name: 'Trip map' });
        await map.getByRole('button', { name: 'Arches', exact: true }).waitFor();
        const pin = map.getByRole('button', { name: /^Here at .+ \(Waiting to sync\)$/ });
        expect(await pin.textContent()).toBe('2');
        await page
          .getByRole('list', { name: 'Stops' })
          .getByRole('button', { name: /^Here at / })
          .click();
        await map.getByText('Stop #2 · Waiting to sync').waitFor();
        await screenshot(page, 'offline-waiting-phone');
        expect((await client.get(`/api/trips/${trip.id}/stops`)).body).toHaveLength(1);
        expect((await client.get(`/api/trips/${trip.id}/photos`)).body).toEqual([]);

        await context.setOffline(false);
        await waiting.waitFor({ state: 'detached' });
        const stopsNow = async () =>
          (await client.get(`/api/trips/${trip.id}/stops`)).body as {
            id: number;
            name: string;
            latitude: number;
            voiceMemoFilename: string | null;
          }[];
        const here = async () => (await stopsNow()).find((stop) => stop.id !== arches.id);
        // Once stored, the stop is named after its place.
        await expect.poll(async () => (await here())?.name ?? 'Here at').not.toMatch(/^Here at/);
        const stop = await here();
        if (!stop) throw new Error('the stop made offline was not stored');
        expect(stop).toMatchObject({ latitude: 38.5733, longitude: -109.5498 });
        expect(stop.name).toBe('Moab');
        await page.getByRole('list', { name: 'Stops' }).getByText(stop.name).waitFor();
        // Reloaded online: it was sent once, and nothing waits any more.
        await page.reload();
        await page.getByRole('list', { name: 'Stops' }).getByText(stop.name).waitFor();
        expect(await page.getByRole('list', { name: 'Changes waiting to be sent' }).count()).toBe(0);
        const stored = await stopsNow();
        expect(stored).toHaveLength(2);
        expect(stored.find((row) => row.id === arches.id)?.voiceMemoFilename).toMatch(/\.webm$/);
        const photos = (await client.get(`/api/trips/${trip.id}/photos`)).body;
        expect(photos.map((photo: { originalName: string }) => photo.originalName)).toEqual(['canyon.jpg']);
        await page
          .getByRole('img', { name: /canyon/ })
          .first()
          .waitFor();
      },
    );
  });
});
