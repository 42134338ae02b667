import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../test/support/images';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, newContext, openPage, PHONE, screenshot } from './support/browser';
import { signedInCookies } from './support/cookies';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-photos-'));

beforeAll(async () => {
  const files: [string, Parameters<typeof makeJpeg>[0]][] = [
    [
      'arches.jpg',
      {
        width: 1600,
        height: 1200,
        noise: true,
        gps: { lat: 38.7331, lon: -109.5925 },
        takenAt: '2026:05:02 18:30:00',
      },
    ],
    [
      'zion.jpg',
      {
        width: 1600,
        height: 1200,
        noise: true,
        gps: { lat: 37.2982, lon: -113.0263 },
        takenAt: '2026:05:04 09:10:00',
      },
    ],
    ['diner.jpg', { width: 1200, height: 900, noise: true }],
  ];
  for (const [name, options] of files) fs.writeFileSync(path.join(photoDir, name), await makeJpeg(options));
});
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

async function signedInOwnerOnTrip(page: Page, context: import('playwright-core').BrowserContext) {
  const client = h.server.client();
  await signUp(client);
  const trip = await createTrip(client, { title: 'Utah Parks' });
  await context.addCookies(signedInCookies(client.cookies.get('roadbook_sid') ?? '', h.server.baseUrl));
  await page.goto(`/trips/${trip.id}`);
  await page.getByRole('heading', { name: 'Trip Photos' }).waitFor();
  return { client, tripId: trip.id };
}

describe('photos in the browser', () => {
  it('uploads, sorts by place, shows on the map, edits, makes a stop and deletes', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl, DESKTOP);
    const { client, tripId } = await signedInOwnerOnTrip(page, context);
    await page.getByText('No photos yet').waitFor();

    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
    await dialog.getByText('Drag & drop photos here, or click to select').waitFor();
    await dialog.getByText('Photos with GPS data will automatically create stops!').waitFor();
    await dialog
      .getByLabel('Choose photos to upload')
      .setInputFiles(['arches.jpg', 'zion.jpg', 'diner.jpg'].map((name) => path.join(photoDir, name)));
    await dialog.getByRole('heading', { name: 'Uploading files' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Uploaded').count()).toBe(3);
    // Where each went, under its name; and one toast for the three, not three replacing each other.
    await dialog.getByText('No location in this photo').waitFor();
    expect(await dialog.getByText(/^New stop: /).count()).toBe(2);
    await page.getByText('3 photos uploaded', { exact: true }).waitFor();
    await page.getByText(/^2 new stops: .+, .+, 1 without location$/).waitFor();
    expect(await page.getByText(/^Photo uploaded/).count()).toBe(0);
    await screenshot(page, 'upload-dialog');
    await dialog.getByRole('button', { name: 'Clear completed' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByText('All 3 photos organized by location').waitFor();
    await page.getByRole('tab', { name: 'All Locations (3)' }).waitFor();
    await page.getByRole('tab', { name: 'Unassigned (1)' }).waitFor();
    const stops = (await client.get(`/api/trips/${tripId}/stops`)).body as { id: number; name: string }[];
    expect(stops).toHaveLength(2);
    for (const stop of stops) await page.getByRole('tab', { name: `${stop.name} (1)` }).waitFor();
    await expect.poll(() => page.locator('[data-marker-color="orange"]').count()).toBe(2);
    await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
    await screenshot(page, 'gallery');

    await page.getByRole('button', { name: 'Open photo arches.jpg' }).click();
    await page
      .getByRole('dialog', { name: 'arches.jpg' })
      .getByRole('button', { name: 'Photo details' })
      .click();
    const details = page.getByRole('dialog', { name: 'arches.jpg' });
    await details.getByText('image/jpeg').waitFor();
    await details.getByRole('button', { name: 'Edit Photo' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo Details' });
    await edit.getByLabel('Caption').fill('Delicate Arch at sunset');
    for (const tag of ['sunset', ' arches ', 'sunset']) {
      await edit.getByLabel('Tags').fill(tag);
      await edit.getByLabel('Tags').press('Enter');
    }
    await edit.getByRole('button', { name: 'Remove tag arches' }).waitFor();
    await screenshot(page, 'edit-photo');
    await edit.getByRole('button', { name: 'Update Photo' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(async () =>
        (await client.get(`/api/trips/${tripId}/photos`)).body.find(
          (p: { originalName: string }) => p.originalName === 'arches.jpg',
        ),
      )
      .toMatchObject({ caption: 'Delicate Arch at sunset', tags: ['sunset', 'arches'] });
    const captioned = page.getByRole('dialog', { name: 'Delicate Arch at sunset' });
    await captioned.getByText('Delicate Arch at sunset').first().waitFor();
    await captioned.getByRole('button', { name: 'Close' }).first().click();
    await captioned.waitFor({ state: 'hidden' });

    const zionPhoto = (await client.get(`/api/trips/${tripId}/photos`)).body.find(
      (p: { originalName: string }) => p.originalName === 'zion.jpg',
    );
    const zionStopName = stops.find((s) => s.id === zionPhoto.stopId)?.name ?? '';
    expect(zionStopName).not.toBe('');
    const list = page.getByRole('list', { name: 'Stops' });
    const zionRow = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: zionStopName, exact: true }) });
    await zionRow.getByRole('button', { name: 'Delete stop' }).click();
    await page.getByRole('dialog', { name: 'Delete stop?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tab', { name: 'Unassigned (2)' }).waitFor();

    const zionTile = page
      .getByRole('list', { name: 'Photos' })
      .getByRole('listitem')
      .filter({ hasText: 'GPS' });
    await zionTile.hover();
    await zionTile.getByRole('button', { name: 'Create stop from photo' }).click();
    await page.getByText('Stop created').first().waitFor();
    await page.getByRole('tab', { name: 'Unassigned (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();

    const dinerTile = page
      .getByRole('list', { name: 'Photos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Open photo diner.jpg' }) });
    await dinerTile.hover();
    await dinerTile.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('dialog', { name: 'Delete photo?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('All 2 photos organized by location').waitFor();
    expect((await client.get(`/api/trips/${tripId}/photos`)).body).toHaveLength(2);
    assertClean();
    await context.close();
  });

  it('refuses a file that is not a picture, inline, at phone width', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl, PHONE, [
      /status of 400 \(Bad Request\)/,
    ]);
    await signedInOwnerOnTrip(page, context);
    const fake = path.join(photoDir, 'notes.jpg');
    fs.writeFileSync(fake, 'these are words, not a photo');
    await page.getByRole('button', { name: 'Add your first photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photos' });
    await dialog.getByLabel('Choose photos to upload').setInputFiles(fake);
    await dialog.getByText('Only JPEG, PNG, GIF and WebP images can be uploaded').waitFor();
    await dialog.getByLabel('Failed').waitFor();
    await page.getByText('Upload failed').first().waitFor();
    await screenshot(page, 'upload-refused-phone');
    assertClean();
    await context.close();
  });
  it('draws only the photos near the screen in a trip of 60, for the owner and through a share link', async () => {
    const { page, context, assertClean } = await openPage(h.browser, h.server.baseUrl, DESKTOP);
    const { client, tripId } = await signedInOwnerOnTrip(page, context);
    const jpeg = await makeJpeg({ width: 400, height: 300 });
    for (let i = 1; i <= 60; i++) {
      const upload = await client.post(`/api/trips/${tripId}/photos`, photoForm(jpeg, `photo-${i}.jpg`));
      expect(upload.status).toBe(201);
    }
    // The grid is not the last thing on either page: bring its end, not the page's, into view.
    const toEndOf = (list: Locator) => list.evaluate((element) => element.scrollIntoView({ block: 'end' }));

    await page.reload();
    await page.getByText('All 60 photos organized by location').waitFor();
    await page.getByRole('button', { name: 'View All' }).click();
    const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    expect(await tiles.count()).toBeLessThan(60);
    expect(await tiles.first().getAttribute('aria-setsize')).toBe('60');
    await toEndOf(page.getByRole('list', { name: 'Photos' }));
    const lastTile = page.locator('li[aria-posinset="60"]');
    await lastTile.waitFor();
    expect(await tiles.count()).toBeLessThan(60);
    const lastName = (await lastTile.getByRole('button').first().getAttribute('aria-label'))?.replace(
      'Open photo ',
      '',
    );
    await lastTile.getByRole('button', { name: `Open photo ${lastName}` }).click();
    await page.getByRole('dialog', { name: lastName }).getByText('60 of 60').waitFor();
    await page.getByRole('button', { name: 'Photo details' }).click();
    await page.getByRole('dialog', { name: lastName }).getByText('image/jpeg').waitFor();
    await screenshot(page, 'gallery-of-60');

    const { body: share } = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: 'guest@example.com',
    });
    const visitor = await newContext(h.browser, { baseURL: h.server.baseUrl, viewport: PHONE });
    try {
      const shared = await visitor.newPage();
      await shared.goto(`/shared-trip/${share.inviteToken}`);
      await shared.getByRole('heading', { name: 'Photos (60)' }).waitFor();
      // Photos without a stop are shown once, in the grid of every photo.
      expect(await shared.getByRole('list', { name: 'Photos', exact: true }).count()).toBe(0);
      const sharedTiles = shared.getByRole('list', { name: 'All photos' }).getByRole('listitem');
      await expect.poll(() => sharedTiles.count()).toBeGreaterThan(0);
      expect(await sharedTiles.count()).toBeLessThan(60);
      await toEndOf(shared.getByRole('list', { name: 'All photos' }));
      await shared
        .locator('li[aria-posinset="60"]')
        .getByRole('button', { name: /full size$/ })
        .waitFor();
      expect(await sharedTiles.count()).toBeLessThan(60);
      await screenshot(shared, 'shared-photos-of-60-phone');
    } finally {
      await visitor.close();
    }
    assertClean();
    await context.close();
  });

  it('gathers photos on the map: one spot in a disc that lists them, far places joined when zoomed out', () =>
    journey(h.browser, h.server.baseUrl, 'photo-clusters', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Canyon Spots' });
      const arches = fs.readFileSync(path.join(photoDir, 'arches.jpg'));
      for (const name of ['arch-1.jpg', 'arch-2.jpg', 'arch-3.jpg']) {
        expect((await client.post(`/api/trips/${trip.id}/photos`, photoForm(arches, name))).status).toBe(201);
      }
      const zion = fs.readFileSync(path.join(photoDir, 'zion.jpg'));
      expect((await client.post(`/api/trips/${trip.id}/photos`, photoForm(zion, 'zion.jpg'))).status).toBe(
        201,
      );

      await page.goto(`/trips/${trip.id}`);
      // The three photos filed under the stop their place made share one spot: one disc lists them.
      const spot = page.locator('.leaflet-marker-icon[title="3 photos taken here"]');
      await spot.scrollIntoViewIfNeeded();
      await page.locator('.leaflet-marker-icon[title="Photo: zion.jpg"]').waitFor();
      await spot.click();
      const popup = page.locator('.leaflet-popup');
      await popup.getByText(/^3 photos at /).waitFor();
      await expect.poll(() => popup.getByRole('listitem').count()).toBe(3);
      await expectNoSeriousViolations(page, 'a spot of photos listed on the map');
      await screenshot(page, 'photo-clusters-spot');
      await popup.getByRole('button', { name: /close/i }).click();

      // Zoomed out far enough, the two places join in a disc that zooms back in on them when clicked.
      const joined = page.locator('.leaflet-marker-icon[title="4 photos: zoom in"]');
      for (let clicks = 0; clicks < 8 && !(await joined.isVisible()); clicks++) {
        await page.locator('.leaflet-control-zoom-out').click();
        await joined.waitFor({ timeout: 1500 }).catch(() => undefined);
      }
      await joined.click();
      await spot.waitFor();
      await page.locator('.leaflet-marker-icon[title="Photo: zion.jpg"]').waitFor();
      await screenshot(page, 'photo-clusters-zoomed-in');
    }));
});
