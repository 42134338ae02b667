import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { uploadPhoto } from '../test/support/photos';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

describe('a trip page drawn in parts', () => {
  it('draws a trip’s header and photos before the code of its lower sections and dialogs has come', () =>
    journey(h.browser, h.server.baseUrl, 'first-view', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Lakes Before Breakfast' });
      await addStop(client, trip.id, { name: 'Lake Louise' });
      for (const name of ['shore', 'canoe'])
        await uploadPhoto(client, trip.id, await makeJpeg(), `${name}.jpg`);
      // The map and stops, and what the Edit and Share buttons open, are held back: the page draws without them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const laterCode = /\/assets\/(trip-detail-body|trip-map|edit-trip-fields|share-panel)-[\w-]+\.js$/;
      await page.route(laterCode, async (route) => {
        await held;
        await route.continue();
      });
      // The page's HTML has the browser prefetch the lower part's code; its own code, once come, asks for all of it
      // as modules at once, the map's library among it, rather than as each module it imports is read.
      const html = await (await client.get(`/trips/${trip.id}`)).text;
      const prefetched = [...html.matchAll(/<link rel="prefetch"[^>]* href="([^"]+\.js)"/g)].map(
        ([, href]) => href as string,
      );
      expect(prefetched.some((href) => href.includes('/trip-map-'))).toBe(true);
      const askedAsModules = new Set<string>();
      page.on('request', async (request) => {
        if (!(await request.allHeaders())['sec-purpose']) askedAsModules.add(new URL(request.url()).pathname);
      });
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: 'Lakes Before Breakfast' }).waitFor();
      const gallery = page.getByRole('list', { name: 'Photos' });
      await expect.poll(() => gallery.locator('img').evaluateAll((images) => images.length)).toBe(2);
      await page.getByRole('status').getByText('Loading the map and stops…').waitFor();
      await expect.poll(() => prefetched.filter((href) => !askedAsModules.has(href))).toEqual([]);
      // A tile's tools are drawn when the keyboard (or the pointer) first comes to it, in time for the next Tab.
      expect(await gallery.getByRole('button', { name: 'Delete photo' }).count()).toBe(0);
      await gallery.getByRole('button', { name: 'Open photo shore.jpg' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Delete photo',
      );
      expect(await page.getByRole('heading', { name: 'Trip Timeline' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editing = page.getByRole('dialog', { name: 'Edit Trip' });
      await editing.getByRole('status').getByText('Loading the form…').waitFor();
      await screenshot(page, 'first-view-waiting');

      // Opened before its fields came, the dialog gives them its focus once they have, as it does on opening.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
      release();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await editing.getByLabel('Trip Title').getAttribute('id'));
      // Its text selected, as on opening: typing replaces it.
      expect(
        await editing
          .getByLabel('Trip Title')
          .evaluate(
            (field: HTMLInputElement) =>
              field.value !== '' && field.selectionStart === 0 && field.selectionEnd === field.value.length,
          ),
      ).toBe(true);
      await page.keyboard.type('Lakes Before Lunch');
      expect(await editing.getByLabel('Trip Title').inputValue()).toBe('Lakes Before Lunch');
      await editing.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('heading', { name: 'Lakes Before Lunch' }).waitFor();
      await page.getByRole('list', { name: 'Stops' }).getByText('Lake Louise').waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const sharing = page.getByRole('dialog', { name: 'Share Trip' });
      await sharing.getByLabel('Message').waitFor();
      await expectNoSeriousViolations(page, 'the share dialog once its code has come', '[role="dialog"]');
      await screenshot(page, 'first-view-share');
    }));

  it('draws every stop of a long list, drawn a few rows at a time, in trip order', () =>
    journey(h.browser, h.server.baseUrl, 'long-stop-list', { viewport: PHONE }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Coast to Coast' });
      const STOPS = 45;
      for (let i = 1; i <= STOPS; i++) {
        const day = String(1 + Math.floor(i / 10)).padStart(2, '0');
        await addStop(client, trip.id, {
          name: `Town ${i}`,
          arrivalTime: `2026-05-${day}T${String(i % 10).padStart(2, '0')}:00:00.000Z`,
          latitude: 38 + i * 0.01,
          longitude: -109 - i * 0.05,
        });
      }
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('heading', { name: `Trip Timeline & Stops (${STOPS})` }).waitFor();
      const rows = page.locator('ol[aria-label="Stops"] > li');
      await expect.poll(() => rows.count()).toBe(STOPS);
      expect(await rows.first().getByText('Town 1', { exact: true }).count()).toBe(1);
      await rows.last().scrollIntoViewIfNeeded();
      await rows.last().getByText(`Town ${STOPS}`, { exact: true }).waitFor();
      await screenshot(page, 'long-stop-list-phone');
    }));
});
