import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/support/http-client';
import { makeJpeg, photoForm } from '../test/support/images';
import { gpxFile, routeForm, trackPoints } from '../test/support/route-files';
import { addStop, createTrip } from '../test/support/trips';
import { makeAdmin, signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';
import { trackPixels } from './support/map';

const h = journeyHarness();

const memo = fs.readFileSync(path.join(import.meta.dirname, '../test/fixtures/voice-memo.webm'));

/** A trip of two stops, the second with a voice memo, and two photos: one at a stop, one with GPS alone. */
async function tripWithTools(client: TestClient) {
  const trip = await createTrip(client, { title: 'Canyon Country' });
  await addStop(client, trip.id, { name: 'Denver', latitude: 39.7392, longitude: -104.9903, stopOrder: 1 });
  const moab = await addStop(client, trip.id, {
    name: 'Moab',
    latitude: 38.5733,
    longitude: -109.5498,
    stopOrder: 2,
  });
  const form = new FormData();
  form.append('duration', '2');
  form.append('voiceMemo', new Blob([new Uint8Array(memo)], { type: 'audio/webm' }), 'voice-memo.webm');
  expect((await client.post(`/api/stops/${moab.id}/voice-memo`, form)).status).toBe(200);
  const atMoab = await makeJpeg({ gps: { lat: 38.5735, lon: -109.5495 } });
  expect((await client.post(`/api/trips/${trip.id}/photos`, photoForm(atMoab, 'arches.jpg'))).status).toBe(
    201,
  );
  const loose = await client.post(`/api/trips/${trip.id}/photos`, photoForm(await makeJpeg(), 'desert.jpg'));
  expect(loose.status).toBe(201);
  return { trip, moab };
}

declare global {
  interface Window {
    hoverClock?: { shownAfter(): number };
  }
}

/** In the page: when the pointer first moved over the button named `label`, and when its tooltip was drawn. */
const HOVER_CLOCK = (label: string) => {
  let movedAt: number | undefined;
  let shownAt: number | undefined;
  document.addEventListener(
    'pointermove',
    (event) => {
      if (
        movedAt === undefined &&
        event.isTrusted &&
        (event.target as Element).closest(`[aria-label="${label}"]`)
      )
        movedAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (shownAt === undefined && document.querySelector('[role="tooltip"]')?.textContent === label)
      shownAt = performance.now();
  }).observe(document.body, { subtree: true, childList: true });
  window.hoverClock = { shownAfter: () => (shownAt ?? Number.NaN) - (movedAt ?? Number.NaN) };
};

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not on screen');
  return found;
};

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible button that shows no text, with its name and size. */
const iconOnlyButtons = (page: Page) =>
  page.locator('button, a[role="button"]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return rect.width > 0 && style.visibility !== 'hidden' && (element.textContent ?? '').trim() === '';
      })
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.outerHTML,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        };
      }),
  );

describe('trip tools travellers can find and hit', () => {
  it('names every icon-only stop tool in a tooltip after 700 ms, each with its own icon', () =>
    journey(h.browser, h.server.baseUrl, 'stop-tooltips', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const { trip } = await tripWithTools(client);
      await page.goto(`/trips/${trip.id}`);
      const denver = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').first();
      const tools = [
        'Record voice memo',
        'Add photos to stop',
        'Rename stop',
        'Edit stop details',
        'Delete stop',
      ];
      const icons = await Promise.all(
        tools.map((name) =>
          denver.getByRole('button', { name, exact: true }).locator('svg').getAttribute('class'),
        ),
      );
      expect(new Set(icons).size).toBe(tools.length);
      expect(icons.filter((icon) => /pen|pencil/.test(icon ?? ''))).toHaveLength(1);

      // A stop's tools carry no tooltip machinery (Radix marks its triggers with data-state) until one is wanted.
      const rename = denver.getByRole('button', { name: 'Rename stop', exact: true });
      expect(await rename.getAttribute('data-state')).toBeNull();
      // Timed in the page, from the pointer's first move over the button to the tooltip's drawing: the test's
      // own clock would count Playwright's steps around the move (a retry when the button is drawn anew).
      await page.evaluate(HOVER_CLOCK, 'Rename stop');
      await rename.hover();
      const tooltip = page.getByRole('tooltip', { name: 'Rename stop' });
      await tooltip.waitFor();
      expect(await page.evaluate(() => window.hoverClock?.shownAfter())).toBeGreaterThanOrEqual(650);
      await viewScreenshot(page, 'stop-tooltip-desktop');
      await expectNoSeriousViolations(page, 'a stop tool with its tooltip');

      // Moving on to the next tool soon after shows its name at once.
      const edit = await box(denver.getByRole('button', { name: 'Edit stop details' }));
      const movedAt = Date.now();
      const [x, y] = [edit.x + edit.width / 2, edit.y + edit.height / 2];
      await page.mouse.move(x, y, { steps: 4 });
      // Radix counts the pointer as on its way to the last tooltip until a move shows it is not; on a busy
      // machine the moves can all come before it listens for them. The pointer rests on the button as a hand
      // does, moving a pixel at a time.
      const editTooltip = page.getByRole('tooltip', { name: 'Edit stop details' });
      let nudge = 0;
      await expect
        .poll(async () => {
          if (await editTooltip.isVisible()) return true;
          nudge += 1;
          await page.mouse.move(x + (nudge % 2), y);
          return false;
        })
        .toBe(true);
      expect(Date.now() - movedAt).toBeLessThan(650);

      // Keyboard users get the same names.
      await page.mouse.move(0, 0, { steps: 4 });
      await denver.getByRole('button', { name: 'Delete stop' }).focus();
      await page.getByRole('tooltip', { name: 'Delete stop' }).waitFor();
    }));

  it('at phone width: 44 px targets, tools on the photo not on every tile, nothing covering anything', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'phone-tools',
      { viewport: PHONE, touch: true },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        const { trip } = await tripWithTools(client);
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Trip Timeline & Stops (2)' }).waitFor();
        await page.getByRole('button', { name: 'Open photo desert.jpg' }).waitFor();
        await page.locator('.leaflet-marker-icon').first().waitFor();

        const small = (await iconOnlyButtons(page)).filter(
          (button) => button.width < 44 || button.height < 44,
        );
        expect(small).toEqual([]);

        // The photo tiles carry no delete buttons; the photo's own dialog does.
        expect(await page.getByRole('button', { name: 'Delete photo' }).count()).toBe(0);

        // The memo panel stays right of the timeline's line.
        const moab = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').nth(1);
        const line = await box(
          page
            .getByRole('list', { name: 'Stops' })
            .getByRole('listitem')
            .first()
            .locator('span[aria-hidden="true"]')
            .first(),
        );
        const panel = await box(moab.getByLabel('Voice memo for Moab').locator('xpath=..'));
        expect(panel.x).toBeGreaterThan(line.x + line.width);

        // No stop pin lies under the zoom buttons.
        const zoom = await box(page.locator('.leaflet-control-zoom'));
        for (const pin of await page.locator('.leaflet-marker-icon').all()) {
          expect(overlaps(await box(pin), zoom)).toBe(false);
        }
        await expectNoSeriousViolations(page, 'the trip page on a phone');
        await screenshot(page, 'phone-tools-trip');

        // A toast raised from a dialog leaves the dialog's title readable.
        await page.getByRole('button', { name: 'Open photo desert.jpg' }).click();
        // Tapped: the first touch of an icon button opens what it names at once.
        await page.getByRole('button', { name: 'Photo details' }).tap();
        const dialog = page.getByRole('dialog', { name: 'desert.jpg' });
        await dialog.getByRole('button', { name: 'Delete' }).waitFor();
        expect(await dialog.getByRole('button', { name: 'Create stop' }).count()).toBe(0);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Open photo arches.jpg' }).click();
        await page.getByRole('button', { name: 'Photo details' }).click();
        const arches = page.getByRole('dialog', { name: 'arches.jpg' });
        await arches.getByRole('button', { name: 'Edit Photo' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Photo Details' });
        await edit.getByLabel('Caption').fill('Delicate Arch at dusk');
        await edit.getByRole('button', { name: 'Update Photo' }).click();
        const toast = page.getByRole('status').filter({ hasText: 'Photo updated' }).first();
        await toast.waitFor();
        await edit.waitFor({ state: 'hidden' });
        const title = page.getByRole('dialog', { name: 'Delicate Arch at dusk' }).getByRole('heading');
        expect(overlaps(await box(toast), await box(title))).toBe(false);
        await expectNoSeriousViolations(page, 'a photo with a toast on a phone');
        await viewScreenshot(page, 'phone-tools-toast');
      },
    ));

  it('keeps the Ban button on screen in the admin table at phone width, and says the table scrolls', () =>
    journey(h.browser, h.server.baseUrl, 'admin-phone', { viewport: PHONE }, async (page, context) => {
      const { user } = await signInAs(h.server, context);
      await makeAdmin(h.server, user.username);
      const other = h.server.client();
      const { user: traveller } = await signUp(other);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByText('Swipe the table sideways to see every column.').waitFor();
      const ban = page.getByRole('button', { name: `Ban ${traveller.username}` });
      const spot = await box(ban);
      expect(spot.x).toBeGreaterThanOrEqual(0);
      expect(spot.x + spot.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousViolations(page, 'the admin users table on a phone');
      await screenshot(page, 'admin-users-phone');
      await page.setViewportSize(DESKTOP);
      await expectNoSeriousViolations(page, 'the admin users table');
      await screenshot(page, 'admin-users-desktop');
    }));

  it('draws an imported GPS track alone, without straight lines from stop to stop over it', () =>
    journey(h.browser, h.server.baseUrl, 'track-alone', { viewport: DESKTOP }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Front Range' });
      const points = trackPoints(400);
      const [first, last] = [points[0], points.at(-1)];
      if (!first || !last) throw new Error('no track');
      await addStop(client, trip.id, {
        name: 'Start',
        latitude: first.lat,
        longitude: first.lng,
        stopOrder: 1,
      });
      await addStop(client, trip.id, { name: 'End', latitude: last.lat, longitude: last.lng, stopOrder: 2 });

      await page.goto(`/trips/${trip.id}`);
      await expect.poll(() => page.locator('path.trip-route-segment').count()).toBe(1);

      const imported = await client.post(
        `/api/trips/${trip.id}/route/import`,
        routeForm(gpxFile(points), 'drive.gpx'),
      );
      expect(imported.status).toBe(200);
      await page.reload();
      await expect.poll(() => trackPixels(page)).toBeGreaterThan(100);
      expect(await page.locator('path.trip-route-segment').count()).toBe(0);
      await expectNoSeriousViolations(page, 'a trip with its recorded route');
      await screenshot(page, 'track-alone-desktop');
    }));
});
