import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../test/support/images';
import { setPlan } from '../test/support/plans';
import { addStop, createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, newContext, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-collab-'));
const photoPath = path.join(photoDir, 'delicate-arch.jpg');
const memo = fs.readFileSync(path.join(import.meta.dirname, '../test/fixtures/voice-memo.webm'));
beforeAll(async () => {
  fs.writeFileSync(photoPath, await makeJpeg({ width: 800, height: 600, noise: true }));
});
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

/** A stop's name in the stop list (the map's marker of the same name is not a <button>). */
const stopNamed = (page: Page, name: string) =>
  page.locator('button').filter({ hasText: new RegExp(`^${name}$`) });

/** A share's row keeps its name and its three icon buttons on one line, and nothing spills out of the dialog. */
async function expectShareRowOnOneLine(share: Locator, name: string) {
  const row = share.getByRole('list', { name: 'Shared with' }).getByRole('listitem').first();
  const boxes = await Promise.all(
    [row.getByText(name, { exact: true }), ...(await row.getByRole('button').all())].map((l) =>
      l.boundingBox(),
    ),
  );
  const rowBox = await row.boundingBox();
  expect(boxes).toHaveLength(4);
  for (const box of boxes) {
    expect(Math.abs((box?.y ?? 0) - (boxes[0]?.y ?? 0))).toBeLessThan(12);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0));
  }
}

/** A change made by one person shows on the other's open page this soon, without reloading. */
const LIVE_MS = 2_000;

describe('editing a trip together in two browsers', () => {
  it('shares for editing; Bob sees Alice’s stop and photo appear live, and his stale rename asks what to keep', async () => {
    const bobContext = await newContext(h.browser, { baseURL: h.server.baseUrl });
    try {
      const bob = await signInAs(h.server, bobContext, { firstName: 'Bob', username: `bob_${Date.now()}` });
      await journey(h.browser, h.server.baseUrl, 'collab-alice', {}, async (page, context) => {
        const alice = await signInAs(h.server, context, { firstName: 'Alice' });
        await setPlan(h.server, alice.user.id, 'pro');
        const trip = await createTrip(alice.client, { title: 'Canyon Country' });

        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('button', { name: 'Share', exact: true }).click();
        const share = page.getByRole('dialog', { name: 'Share Trip' });
        await share.getByLabel('They can').selectOption('edit');
        await share.getByLabel('Search people').fill(bob.user.username);
        await share.getByRole('list', { name: 'People found' }).getByRole('button', { name: /Bob/ }).click();
        await page.getByText('Bob can now edit this trip').first().waitFor();
        await expect.poll(() => share.getByLabel('What Bob can do').inputValue()).toBe('edit');
        await expectShareRowOnOneLine(share, 'Bob');
        await screenshot(page, 'collab-share-edit');
        await page.setViewportSize(PHONE);
        await expectShareRowOnOneLine(share, 'Bob');
        await expectNoSeriousViolations(page, 'the share dialog at phone width', '[role="dialog"]');
        // Centred in the dialog, clear of the toast along the top of a phone's screen.
        const shareRows = share.getByRole('list', { name: 'Shared with' });
        await shareRows.evaluate((list) => list.scrollIntoView({ block: 'center' }));
        await shareRows.screenshot({
          path: path.join(SCREENSHOT_DIR, 'collab-share-row-phone.png'),
        });
        await page.setViewportSize(DESKTOP);
        await share.getByRole('button', { name: 'Close' }).click();
        await share.waitFor({ state: 'hidden' });

        const bobPage = await bobContext.newPage();
        await bobPage.goto('/');
        await bobPage.getByRole('tab', { name: 'Shared with Me 1' }).click();
        await bobPage.getByText('Can edit').waitFor();
        await bobPage.getByText('Canyon Country').click();
        await bobPage.waitForURL(`**/trips/${trip.id}`);
        await bobPage.getByRole('button', { name: 'Add Stop' }).first().waitFor();
        await bobPage.getByText('Alice is here too').waitFor();
        await page.getByText('Bob is here too').waitFor();
        // An editor shares nothing further and cannot delete the trip.
        expect(await bobPage.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
        expect(await bobPage.getByRole('button', { name: 'Trip actions' }).count()).toBe(0);

        // Alice adds a stop and uploads a photo; Bob's open page shows both without a reload.
        let since = Date.now();
        const stop = await addStop(alice.client, trip.id, { name: 'Moab' });
        await stopNamed(bobPage, 'Moab').waitFor({ timeout: LIVE_MS + 3_000 });
        expect(Date.now() - since).toBeLessThan(LIVE_MS + 1_000);
        await bobPage.getByText('Added by Alice').waitFor();
        // Bob (Free) works with Alice's Pro plan: AI descriptions are offered without a plan badge.
        await bobPage.getByRole('button', { name: /^Generate/ }).waitFor();
        expect(await bobPage.getByText('Premium', { exact: true }).count()).toBe(0);

        await page.getByRole('button', { name: 'Upload Photos' }).first().click();
        const upload = page.getByRole('dialog', { name: 'Upload Photos' });
        since = Date.now();
        await upload.getByLabel('Choose photos to upload').setInputFiles(photoPath);
        await page
          .getByText(/^Photo uploaded/)
          .first()
          .waitFor();
        await bobPage.getByText('All 1 photos organized by location').waitFor({ timeout: LIVE_MS + 3_000 });
        await bobPage.getByRole('button', { name: 'Open photo delicate-arch.jpg' }).waitFor();
        await upload.getByRole('button', { name: 'Close' }).click();
        await expectNoSeriousViolations(bobPage, 'the trip page of an editor');
        await screenshot(bobPage, 'collab-editor-desktop');

        // Bob starts renaming; Alice renames first; Bob's save is stale and asks what to keep.
        await bobPage.getByRole('button', { name: 'Rename stop' }).click();
        const nameInput = bobPage.getByLabel('Stop name');
        await nameInput.fill('Moab by Bob');
        const renamed = await alice.client.put(`/api/stops/${stop.id}`, { name: 'Moab, Utah' });
        expect(renamed.status).toBe(200);
        await nameInput.press('Enter');
        const conflict = bobPage.getByRole('dialog', { name: 'Someone else changed this stop' });
        await conflict.getByText('it is now called “Moab, Utah”').waitFor();
        await expectNoSeriousViolations(bobPage, 'the conflict prompt', '[role="dialog"]');
        await screenshot(bobPage, 'collab-conflict-desktop');
        await bobPage.setViewportSize(PHONE);
        await screenshot(bobPage, 'collab-conflict-phone');
        await conflict.getByRole('button', { name: 'Apply my change' }).click();
        await conflict.waitFor({ state: 'hidden' });
        await stopNamed(bobPage, 'Moab by Bob').waitFor();
        await stopNamed(page, 'Moab by Bob').waitFor({ timeout: 10_000 });
        await screenshot(bobPage, 'collab-editor-phone');

        // The same for the trip's details: Bob keeps Alice's newer title this time.
        await bobPage.getByRole('button', { name: 'Edit', exact: true }).click();
        const editTrip = bobPage.getByRole('dialog', { name: 'Edit Trip' });
        await editTrip.getByLabel('Trip Title').fill('Canyon Country by Bob');
        expect(
          (await alice.client.put(`/api/trips/${trip.id}`, { title: 'Canyon Country 2026' })).status,
        ).toBe(200);
        await editTrip.getByRole('button', { name: 'Save Changes' }).click();
        const tripConflict = bobPage.getByRole('dialog', { name: 'Someone else changed this trip' });
        await tripConflict.getByText('it is now called “Canyon Country 2026”').waitFor();
        await tripConflict.getByRole('button', { name: 'Keep theirs' }).click();
        await bobPage.getByRole('heading', { name: 'Canyon Country 2026', level: 1 }).waitFor();

        // And for a photo's caption and tags: Bob applies his caption over Alice's newer one.
        const [photo] = (await alice.client.get(`/api/trips/${trip.id}/photos`)).body;
        await bobPage.getByRole('button', { name: 'Open photo delicate-arch.jpg' }).click();
        await bobPage.getByRole('button', { name: 'Photo details' }).click();
        await bobPage.getByRole('button', { name: 'Edit Photo' }).click();
        const editPhoto = bobPage.getByRole('dialog', { name: 'Edit Photo Details' });
        await editPhoto.getByLabel('Caption').fill('Sunset at the arch');
        const recaptioned = await alice.client.put(`/api/photos/${photo.id}`, {
          caption: 'Morning light',
          tags: ['arch'],
        });
        expect(recaptioned.status).toBe(200);
        await editPhoto.getByRole('button', { name: 'Update Photo' }).click();
        const photoConflict = bobPage.getByRole('dialog', { name: 'Someone else changed this photo' });
        await photoConflict
          .getByText('the caption is now “Morning light”, tagged arch', { exact: false })
          .waitFor();
        await expectNoSeriousViolations(bobPage, 'the photo conflict prompt', '[role="dialog"]');
        await screenshot(bobPage, 'collab-photo-conflict-phone');
        await bobPage.setViewportSize(DESKTOP);
        await screenshot(bobPage, 'collab-photo-conflict-desktop');
        await photoConflict.getByRole('button', { name: 'Apply my change' }).click();
        await photoConflict.waitFor({ state: 'hidden' });
        await editPhoto.waitFor({ state: 'hidden' });
        await bobPage.getByText('Sunset at the arch').first().waitFor();
        await expect
          .poll(async () => (await alice.client.get(`/api/trips/${trip.id}/photos`)).body[0].caption)
          .toBe('Sunset at the arch');
        await bobPage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        await bobPage.getByRole('dialog').waitFor({ state: 'detached' });

        // Alice records a memo at the stop: Bob, who may not delete it, is not offered recording over it.
        await bobPage.getByRole('button', { name: 'Record voice memo' }).waitFor();
        const form = new FormData();
        form.append('duration', '2');
        form.append('voiceMemo', new Blob([new Uint8Array(memo)], { type: 'audio/webm' }), 'voice-memo.webm');
        expect((await alice.client.post(`/api/stops/${stop.id}/voice-memo`, form)).status).toBe(200);
        await bobPage.getByLabel('Voice memo for Moab by Bob').waitFor({ timeout: LIVE_MS + 3_000 });
        expect(await bobPage.getByRole('button', { name: 'Record voice memo' }).count()).toBe(0);
        expect(await bobPage.getByRole('button', { name: 'Delete voice memo' }).count()).toBe(0);
        await bobPage.getByRole('button', { name: 'Rename stop' }).waitFor();
        await page.getByLabel('Voice memo for Moab by Bob').waitFor();
        expect(await page.getByRole('button', { name: 'Record voice memo' }).count()).toBe(1);
        await screenshot(bobPage, 'collab-editor-memo-desktop');

        await page.getByRole('heading', { name: 'Activity' }).waitFor();
        await page.getByText('Bob changed the stop “Moab by Bob”').waitFor();
        await page.getByText('Alice added the photo “delicate-arch.jpg”').waitFor();
        await bobPage.close();
      });
    } finally {
      await bobContext.close();
    }
  });

  it('answers a Premium owner’s edit share with the Pro plan prompt, at phone width', () =>
    journey(h.browser, h.server.baseUrl, 'collab-premium', { viewport: PHONE }, async (page, context) => {
      const { client, user } = await signInAs(h.server, context, { firstName: 'Pat' });
      await setPlan(h.server, user.id, 'premium');
      const trip = await createTrip(client, { title: 'Coast Road' });
      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog', { name: 'Share Trip' });
      await share.getByText('Pro', { exact: true }).first().waitFor();
      await share.getByLabel('They can').selectOption('edit');
      const prompt = page.getByRole('dialog', { name: 'Upgrade to Pro' });
      await prompt.getByText('Collaborative trips come with the Pro plan.', { exact: false }).waitFor();
      await expectNoSeriousViolations(page, 'the plan prompt', '[role="dialog"]');
      await screenshot(page, 'collab-plan-prompt-phone');
      await prompt.getByRole('button', { name: 'Not now' }).click();
      expect(await share.getByLabel('They can').inputValue()).toBe('view');
    }));
});

/**
 * Lets a journey hide and show a page as a browser does when its tab goes to the background and comes back:
 * a headless browser shows every page at once.
 */
const TAB_VISIBILITY = () => {
  let hidden: boolean | undefined;
  // A page given `openedInBackground` (its own init script) starts hidden, as a tab opened in the background.
  const isHidden = () => hidden ?? 'openedInBackground' in window;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (isHidden() ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: isHidden });
  Object.assign(window, {
    setTabHidden(value: boolean) {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  });
};
const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) => (window as unknown as { setTabHidden(v: boolean): void }).setTabHidden(value),
    hidden,
  );

describe('trips open in many tabs', () => {
  it('a tab in the background lets go of its live connection: an eighth tab still loads, and a tab shown again catches up', () =>
    journey(h.browser, h.server.baseUrl, 'live-tabs', {}, async (page, context) => {
      const alice = await signInAs(h.server, context, { firstName: 'Alice' });
      const trips = [];
      for (let i = 1; i <= 9; i++) trips.push(await createTrip(alice.client, { title: `Tab trip ${i}` }));
      const [first, ninth] = [trips[0], trips[8]] as [(typeof trips)[number], (typeof trips)[number]];
      await context.addInitScript(TAB_VISIBILITY);
      // Over HTTP/1.1 a browser opens six connections to the server; each trip followed live holds one.
      for (const [index, trip] of trips.slice(0, 8).entries()) {
        const tab = index === 0 ? page : await context.newPage();
        await tab.goto(`/trips/${trip.id}`);
        await tab.getByRole('heading', { name: trip.title }).first().waitFor();
        await tab.getByText('No stops added yet').waitFor();
        if (index < 7) await setTabHidden(tab, true);
      }
      const background = await context.newPage();
      await background.addInitScript(() => Object.assign(window, { openedInBackground: true }));
      await background.goto(`/trips/${ninth.id}`);
      await background.getByText('No stops added yet').waitFor();

      // Changes made while they were hidden show when they are shown.
      await addStop(alice.client, first.id, { name: 'Moab' });
      await addStop(alice.client, ninth.id, { name: 'Arches' });
      await setTabHidden(page, false);
      await stopNamed(page, 'Moab').waitFor({ timeout: LIVE_MS + 3_000 });
      await setTabHidden(background, false);
      await stopNamed(background, 'Arches').waitFor({ timeout: LIVE_MS + 3_000 });
      // And a tab shown again follows live.
      await addStop(alice.client, first.id, { name: 'Green River' });
      await stopNamed(page, 'Green River').waitFor({ timeout: LIVE_MS + 3_000 });
      await screenshot(page, 'live-tab-shown-again');
    }));
});
