import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { gpxFile, routeForm } from '../test/support/route-files';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();
/** The narrowest phones in use. */
const NARROW_PHONE = { ...PHONE, width: 375 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-place-by-route-'));
const MOAB = { lat: 38.5733, lng: -109.5498 };
const CAMERA_PHOTOS = [
  ['set-off.jpg', '2026:05:02 09:00:00'],
  ['on-the-road.jpg', '2026:05:02 09:40:00'],
] as const;

beforeAll(async () => {
  for (const [name, takenAt] of CAMERA_PHOTOS) {
    fs.writeFileSync(
      path.join(dir, name),
      await makeJpeg({ width: 1600, height: 1200, noise: true, takenAt }),
    );
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An hour's drive north from Moab, a point a minute, from `start`, as a GPX file. */
function drive(start: number): string {
  return gpxFile(
    Array.from({ length: 61 }, (_, minute) => ({
      lat: Number((MOAB.lat + minute * 0.01).toFixed(5)),
      lng: MOAB.lng,
      time: new Date(start + minute * 60_000).toISOString(),
    })),
  );
}

/** A trip with a stop in Moab: the first camera photo was taken there, as the drive set off. */
async function tripWithStop(client: TestClient) {
  const trip = await createTrip(client, { title: 'Canyon Country' });
  await addStop(client, trip.id, {
    name: 'Moab',
    latitude: MOAB.lat,
    longitude: MOAB.lng,
    arrivalTime: '2026-05-02T08:30:00.000Z',
  });
  return trip.id;
}

const takenAtOf = async (client: TestClient, tripId: number, name: string) => {
  const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as {
    originalName: string;
    takenAt: string;
  }[];
  return Date.parse(photos.find((photo) => photo.originalName === name)?.takenAt ?? '');
};

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Place by route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place photos by route' });
  await dialog.getByText('2 photos can be placed', { exact: true }).waitFor();
  return dialog;
}

describe('placing camera photos by the route in the browser', () => {
  it('uploads photos without GPS, imports a route, previews, places and undoes', () =>
    journey(h.browser, h.server.baseUrl, 'place-by-route', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const tripId = await tripWithStop(client);
      await page.goto(`/trips/${tripId}`);
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (1)' }).waitFor();

      await page.getByRole('button', { name: 'Upload Photos' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Photos' });
      await upload
        .getByLabel('Choose photos to upload')
        .setInputFiles(CAMERA_PHOTOS.map(([name]) => path.join(dir, name)));
      await expect.poll(() => upload.getByLabel('Uploaded').count()).toBe(2);
      expect(await upload.getByText('No location in this photo').count()).toBe(2);
      await upload.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('tab', { name: 'Unassigned (2)' }).waitFor();
      // No route yet: nothing to place the photos by.
      expect(await page.getByRole('button', { name: 'Place by route' }).count()).toBe(0);

      const gpx = path.join(dir, 'drive.gpx');
      fs.writeFileSync(gpx, drive(await takenAtOf(client, tripId, 'set-off.jpg')));
      await page.getByRole('button', { name: 'Import route' }).click();
      const importing = page.getByRole('dialog', { name: 'Import Route' });
      await importing.getByLabel('Route file').setInputFiles(gpx);
      await importing.getByRole('button', { name: 'Import' }).click();
      await page.getByText('Route imported').first().waitFor();

      const dialog = await openDialog(page);
      const list = dialog.getByRole('list', { name: 'Photos to place' });
      await list.getByRole('listitem').filter({ hasText: 'set-off.jpg' }).getByText('Moab').waitFor();
      const newStop = list
        .getByRole('listitem')
        .filter({ hasText: 'on-the-road.jpg' })
        .getByText(/^New stop: /);
      const newStopName = ((await newStop.textContent()) ?? '').replace('New stop: ', '');
      expect(newStopName).not.toBe('');
      expect(await dialog.getByLabel('Largest gap (minutes)').inputValue()).toBe('30');
      expect(await dialog.getByLabel('Camera clock offset (minutes)').inputValue()).toBe('0');
      await expectNoSeriousViolations(page, 'the preview of placing photos by the route');
      await viewScreenshot(page, 'place-by-route-preview');

      // A camera set to another day's clock places nothing; back to its own time, both again.
      await dialog.getByLabel('Camera clock offset (minutes)').fill('600');
      await dialog.getByText('No photos can be placed').waitFor();
      await viewScreenshot(page, 'place-by-route-none');
      expect(await dialog.getByRole('button', { name: 'Place photos' }).isDisabled()).toBe(true);
      await dialog.getByLabel('Camera clock offset (minutes)').fill('0');
      await dialog.getByText('2 photos can be placed', { exact: true }).waitFor();

      await dialog.getByRole('button', { name: 'Place photos' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('2 photos placed by the route').first().waitFor();
      await page.getByText(`Under Moab and ${newStopName}.`).first().waitFor();
      await page.getByRole('tab', { name: 'Moab (1)' }).waitFor();
      await page.getByRole('tab', { name: `${newStopName} (1)` }).waitFor();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
      await page
        .locator('.leaflet-marker-icon[title="Photo: on-the-road.jpg"]')
        .waitFor({ state: 'attached' });
      expect(await page.getByRole('button', { name: 'Place by route' }).count()).toBe(0);
      await viewScreenshot(page, 'place-by-route-placed-toast');
      await screenshot(page, 'place-by-route-placed');

      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByText('Photos put back').first().waitFor();
      await page
        .getByText('2 photos without a position again; the stop made for them was removed.')
        .first()
        .waitFor();
      await page.getByRole('tab', { name: 'Unassigned (2)' }).waitFor();
      await page.getByRole('heading', { name: 'Trip Timeline & Stops (1)' }).waitFor();
      await page.getByRole('button', { name: 'Place by route' }).waitFor();
      const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as { latitude: number | null }[];
      expect(photos.map(({ latitude }) => latitude)).toEqual([null, null]);
    }));

  it('previews and places at phone width', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'place-by-route-phone',
      { viewport: NARROW_PHONE },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        const tripId = await tripWithStop(client);
        for (const [name] of CAMERA_PHOTOS) {
          const sent = await client.post(
            `/api/trips/${tripId}/photos`,
            photoForm(fs.readFileSync(path.join(dir, name)), name),
          );
          expect(sent.status).toBe(201);
        }
        const route = routeForm(drive(await takenAtOf(client, tripId, 'set-off.jpg')), 'drive.gpx');
        expect((await client.post(`/api/trips/${tripId}/route/import`, route)).status).toBe(200);

        await page.goto(`/trips/${tripId}`);
        await page.getByRole('button', { name: 'Place by route' }).scrollIntoViewIfNeeded();
        await viewScreenshot(page, 'place-by-route-button-phone');
        const dialog = await openDialog(page);
        await dialog.getByRole('list', { name: 'Photos to place' }).getByText('Moab').waitFor();
        await expectNoSeriousViolations(page, 'the preview at phone width');
        await viewScreenshot(page, 'place-by-route-preview-phone');
        await dialog.getByRole('button', { name: 'Place photos' }).click();
        await page.getByText('2 photos placed by the route').first().waitFor();
        await page.getByRole('tab', { name: 'Moab (1)' }).scrollIntoViewIfNeeded();
        await viewScreenshot(page, 'place-by-route-placed-phone');
      },
    ));
});
