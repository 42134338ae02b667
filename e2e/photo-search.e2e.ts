import { describe, expect, it } from 'vitest';
import { photoTaken, samplePhoto, uploadPhoto, waitForAutoTags } from '../test/support/photos';
import { setPlan } from '../test/support/plans';
import { createTrip } from '../test/support/trips';
import { expectNoSeriousViolations } from './support/axe';
import { DESKTOP, journey, PHONE, screenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

const h = journeyHarness();

const AT_SUNSET = { clock: '2025:06:14 20:30:00', offset: '-06:00', gps: { lat: 38.5733, lon: -109.5498 } };

describe('photo auto-tagging and search in the browser', () => {
  it('shows automatic tags apart, finds photos in the gallery and across trips, and removes a tag', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'photo-search',
      { viewport: DESKTOP },
      async (page, context) => {
        const { client, user } = await signInAs(h.server, context);
        await setPlan(h.server, user.id, 'premium');
        const trip = await createTrip(client, { title: 'Canyon Country' });
        const dog = await uploadPhoto(client, trip.id, samplePhoto('dog'), 'street.jpg');
        const horses = await uploadPhoto(client, trip.id, await photoTaken('horses', AT_SUNSET), 'ranch.jpg');
        await waitForAutoTags(client, trip.id, dog.id);
        await waitForAutoTags(client, trip.id, horses.id);

        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Trip Photos' }).waitFor();
        await page.getByRole('button', { name: 'Open photo street.jpg' }).click();
        await page.getByRole('button', { name: 'Photo details' }).click();
        const details = page.getByRole('dialog', { name: 'street.jpg' });
        const autoTags = details.getByRole('list', { name: 'Automatic tags' });
        await autoTags.getByText('dog', { exact: true }).waitFor();
        await autoTags.getByText('bicycle', { exact: true }).waitFor();
        await screenshot(page, 'photo-auto-tags');
        await expectNoSeriousViolations(page, 'photo details with automatic tags', 'body');
        await details.getByRole('button', { name: 'Close' }).first().click();

        const box = page.getByRole('searchbox', { name: "Search this trip's photos" });
        await box.fill('dgo');
        await page.getByText('No photos match “dgo”').waitFor();
        await box.fill('sunsett');
        await page.getByText('1 photo matches “sunsett”').waitFor();
        await page.getByRole('button', { name: 'Open photo ranch.jpg' }).waitFor();
        await box.fill('dog');
        await page.getByText('1 photo matches “dog”').waitFor();
        await screenshot(page, 'gallery-search');
        await expectNoSeriousViolations(page, 'gallery search');
        await page.getByRole('button', { name: 'Open photo street.jpg' }).click();
        await details.getByRole('button', { name: 'Remove tag dog' }).click();
        await page.getByText('Tag removed').first().waitFor();
        await expect.poll(() => autoTags.getByText('dog', { exact: true }).count()).toBe(0);
        await details.getByRole('button', { name: 'Close' }).first().click();
        await page.getByText('No photos match “dog”').waitFor();

        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Search Photos' })
          .click();
        await page.getByRole('heading', { name: 'Search Photos' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search photos' }).fill('moab');
        await page.getByText('1 photo matches “moab”').waitFor();
        // A result across trips names its trip and the day it was taken.
        await page.getByText(/^Canyon Country · \w{3} \d{1,2}, \d{4}$/).waitFor();
        await page.getByRole('button', { name: 'Open photo ranch.jpg' }).click();
        const ranch = page.getByRole('dialog', { name: 'ranch.jpg' });
        await ranch
          .getByRole('list', { name: 'Automatic tags' })
          .getByText('sunset', { exact: true })
          .waitFor();
        await ranch.getByRole('link', { name: 'Open trip' }).waitFor();
        await screenshot(page, 'search-photos-page');
        await expectNoSeriousViolations(page, 'search photos page', 'body');
      },
    );
  });

  it('offers the feature as an upgrade to Free travellers, at phone width', async () => {
    await journey(
      h.browser,
      h.server.baseUrl,
      'photo-search-free',
      { viewport: PHONE },
      async (page, context) => {
        const { client } = await signInAs(h.server, context);
        const trip = await createTrip(client, { title: 'Weekend away' });
        await uploadPhoto(client, trip.id, samplePhoto('horses'), 'field.jpg');
        await page.goto(`/trips/${trip.id}`);
        await page.getByRole('heading', { name: 'Trip Photos' }).waitFor();
        await page.getByRole('button', { name: "Search this trip's photos" }).click();
        const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
        await upgrade
          .getByText('Photo auto-tagging and search comes with the Premium plan.', { exact: false })
          .waitFor();
        await screenshot(page, 'photo-search-upgrade-phone');
        await upgrade.getByRole('button', { name: 'Not now' }).click();

        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('link', { name: 'Search Photos' }).click();
        await page.getByRole('heading', { name: 'Search Photos' }).waitFor();
        await page.getByText('Find any photo by what is in it').waitFor();
        await page.getByRole('link', { name: /See plans/ }).waitFor();
        await screenshot(page, 'search-photos-free-phone');
        await expectNoSeriousViolations(page, 'search photos page for Free');
      },
    );
  });
});
