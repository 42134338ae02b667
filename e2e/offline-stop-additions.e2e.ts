import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { createTrip } from '../test/support/trips';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { keepPhotos, OFFLINE_ERRORS, openSavedTrip, outbox, recordVoiceMemo } from './support/offline';

const h = journeyHarness();

/** A stop made without a network takes photos and a voice memo before the server has it, and they reach it. */
describe('a stop made offline', () => {
  it('takes photos and a voice memo on a stop made offline, keeps them through a reload, sends them to that stop with their progress, and forgets its stand-in at sign-out', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'offline-stop-additions',
      { viewport: PHONE, serviceWorker: true, expectedErrors: OFFLINE_ERRORS },
      async (page, context) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 38.5733, longitude: -109.5498 });
        const { client } = await signInAs(h.server, context, { firstName: 'Ada' });
        const trip = await createTrip(client, { title: 'Slickrock' });
        await openSavedTrip(page, trip);

        await context.setOffline(true);
        await page.getByRole('button', { name: "I'm here" }).click();
        const stops = page.getByRole('list', { name: 'Stops' });
        const here = stops.getByRole('listitem').filter({ hasText: /Here at / });
        await here.getByText('Waiting to sync').waitFor();

        const photo = await makeJpeg({ width: 800, height: 600 });
        await keepPhotos(
          page,
          here.getByRole('button', { name: 'Add photos to stop' }),
          [
            { name: 'delicate.jpg', buffer: photo },
            { name: 'landscape.jpg', buffer: photo },
          ],
          'Saved on this device: sent after its stop',
        );
        const waitingPhotos = here.getByRole('list', { name: /waiting to sync$/ });
        await waitingPhotos.getByRole('img', { name: 'landscape.jpg' }).waitFor();

        await recordVoiceMemo(page, here);
        await here.getByText(/^Voice memo waiting to sync/).waitFor();

        // All of it is still there after a reload without a network.
        await page.reload();
        await page.getByText('· 4 changes waiting').waitFor();
        await here.getByText('Waiting to sync').first().waitFor();
        await waitingPhotos.getByRole('img', { name: 'delicate.jpg' }).waitFor();
        await here.getByText(/^Voice memo waiting to sync/).waitFor();
        await screenshot(page, 'offline-stop-additions-phone');
        expect((await client.get(`/api/trips/${trip.id}/stops`)).body).toEqual([]);

        // The first photo is held on its way, for its progress to be seen.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(`**/api/trips/${trip.id}/photos`, async (route) => {
          if (route.request().method() === 'POST') await released;
          // The request held when the page reloaded is gone with it.
          await route.fallback().catch(() => undefined);
        });
        await page.setViewportSize(DESKTOP);
        await context.setOffline(false);
        const waiting = page.getByRole('list', { name: 'Changes waiting to be sent' });
        await waiting.getByRole('progressbar', { name: /^Photo: .+ sending progress$/ }).waitFor();
        await waiting.getByText('Sending photo 1 of 2').waitFor();
        await screenshot(page, 'offline-stop-sending-desktop');
        // A reload between the stop stored and its photos sent: they still go to that stop, and it is not made twice.
        expect((await client.get(`/api/trips/${trip.id}/stops`)).body).toHaveLength(1);
        await page.reload();
        release();
        await stops.getByRole('button', { name: 'Open delicate.jpg full size' }).waitFor();
        await stops.getByRole('button', { name: 'Open landscape.jpg full size' }).waitFor();
        await waiting.waitFor({ state: 'detached' });
        // The marks go: the stop's, its photos' and its memo's.
        expect(await page.getByText(/waiting/i).count()).toBe(0);

        const [stop, ...others] = (await client.get(`/api/trips/${trip.id}/stops`)).body as {
          id: number;
          voiceMemoFilename: string | null;
        }[];
        expect(others).toEqual([]);
        expect(stop?.voiceMemoFilename).toMatch(/\.webm$/);
        const photos = (await client.get(`/api/trips/${trip.id}/photos`)).body as {
          originalName: string;
          stopId: number | null;
        }[];
        expect(
          photos
            .map(({ originalName, stopId }) => ({ originalName, stopId }))
            .sort((a, b) => a.originalName.localeCompare(b.originalName)),
        ).toEqual([
          { originalName: 'delicate.jpg', stopId: stop?.id },
          { originalName: 'landscape.jpg', stopId: stop?.id },
        ]);
        // The device keeps the stand-in's server id, for a write made for it late, until the account signs out.
        const { serverIds } = await outbox(page);
        expect(serverIds).toEqual([[expect.any(Number), stop?.id]]);
        expect(serverIds[0]?.[0]).toBeLessThan(0);
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Log out' }).click();
        await page.getByRole('heading', { name: 'Successfully Logged Out' }).waitFor();
        expect(await outbox(page)).toEqual({ writes: 0, serverIds: [] });
      },
    );
  });
});
