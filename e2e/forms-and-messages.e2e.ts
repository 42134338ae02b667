import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStop, createTrip } from '../test/support/trips';
import { makeAdmin } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { journey, PHONE, viewScreenshot } from './support/browser';
import { journeyHarness, signInAs } from './support/harness';

// No SMTP_URL: this server sends no e-mail.
const h = journeyHarness();

const WIDTHS = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const;

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('both must be on screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

const openTrip = async (page: Page, tripId: number) => {
  await page.goto(`/trips/${tripId}`);
  await page.getByRole('heading', { name: /^Trip Timeline & Stops/ }).waitFor();
};

describe.each(WIDTHS)('forms and messages at %s width', (width, viewport) => {
  it('keeps a stop added as Dining a Dining stop through an edit', () =>
    journey(h.browser, h.server.baseUrl, `dining-stop-${width}`, { viewport }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client, { title: 'Canyon Country' });
      await openTrip(page, trip.id);

      await page.getByRole('button', { name: 'Add Stop' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add Stop' });
      // The form's code may still be on its way when the dialog opens: its options are read once they are there.
      await add.getByLabel('Visit Type').locator('option').first().waitFor({ state: 'attached' });
      const addTypes = await add.getByLabel('Visit Type').locator('option').allTextContents();
      expect(addTypes).toEqual(
        expect.arrayContaining(['Dining', 'Cultural', 'Recreational', 'Fuel', 'Food']),
      );
      await add.getByRole('button', { name: 'Grand Canyon' }).click();
      await add.getByLabel('Stop Name').fill('El Tovar Dining Room');
      await add.getByLabel('Visit Type').selectOption({ label: 'Dining' });
      await add.getByLabel('Arrival Date').fill('2026-05-03');
      await add.getByLabel('Arrival Time').fill('19:30');
      await add.getByRole('button', { name: 'Add Stop' }).click();
      await page.getByText('Stop added').first().waitFor();
      await add.waitFor({ state: 'hidden' });

      const stops = page.getByRole('list', { name: 'Stops' });
      await stops.getByText('Dining', { exact: true }).waitFor();
      await stops.getByRole('button', { name: 'Edit stop details' }).first().click();
      const edit = page.getByRole('dialog', { name: 'Edit Stop' });
      const editType = edit.getByLabel('Visit Type');
      expect(await editType.inputValue()).toBe('dining');
      expect(await editType.locator('option').allTextContents()).toEqual(addTypes);
      await edit.getByLabel('Comments').fill('Book a window table');
      await edit.getByLabel('Website URL').fill('www.grandcanyonlodges.com');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Stop updated').first().waitFor();
      await edit.waitFor({ state: 'hidden' });

      await stops.getByText('Dining', { exact: true }).waitFor();
      const [saved] = (await client.get(`/api/trips/${trip.id}/stops`)).body;
      expect(saved).toMatchObject({
        visitType: 'dining',
        comments: 'Book a window table',
        websiteUrl: 'https://www.grandcanyonlodges.com',
      });
      await stops.getByRole('button', { name: 'Edit stop details' }).first().click();
      expect(
        await page.getByRole('dialog', { name: 'Edit Stop' }).getByLabel('Visit Type').inputValue(),
      ).toBe('dining');
    }));

  it('outlines a missing required field beside a toast that leaves the button free', () =>
    journey(h.browser, h.server.baseUrl, `missing-field-${width}`, { viewport }, async (page, context) => {
      const { client } = await signInAs(h.server, context);
      const trip = await createTrip(client);
      await openTrip(page, trip.id);

      await page.getByRole('button', { name: 'Add Stop' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add Stop' });
      const name = add.getByLabel('Stop Name');
      expect(await name.getAttribute('aria-required')).toBe('true');
      expect(await add.getByLabel('Arrival Date').getAttribute('aria-required')).toBe('true');
      expect(await add.getByLabel('Visit Type').getAttribute('aria-required')).toBe('true');
      expect(await add.getByLabel('Description').getAttribute('aria-required')).toBeNull();
      await add.getByText('* Required', { exact: true }).waitFor();

      await add.getByLabel('Arrival Date').fill('2026-05-03');
      await add.getByLabel('Arrival Time').fill('09:00');
      const submit = add.getByRole('button', { name: 'Add Stop' });
      await submit.click();
      // The toast's list item: the open dialog hides everything else from the accessibility tree.
      const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Missing required fields' });
      await toast.waitFor();
      await toast.evaluate((item) =>
        Promise.all(item.getAnimations().map((animation) => animation.finished)),
      );
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await add.getByText('Name is required').waitFor();
      expect(await add.getByLabel('Arrival Date').getAttribute('aria-invalid')).toBeNull();
      const outline = await name.evaluate((input) => {
        const style = getComputedStyle(input);
        return { border: style.borderTopColor, ring: style.boxShadow };
      });
      expect(outline.border).not.toBe(
        await add.getByLabel('Description').evaluate((input) => getComputedStyle(input).borderTopColor),
      );
      expect(outline.ring).not.toBe('none');
      expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await overlap(toast, submit)).toBe(false);
      expect(await overlap(toast, name)).toBe(false);
      expect(await overlap(toast, add.getByRole('button', { name: 'Close' }))).toBe(false);
      expect(await overlap(toast, page.locator('header button:visible').last())).toBe(false);
      await expectNoSeriousViolations(page, 'the Add Stop form with a missing name', '[role="dialog"]');
      await viewScreenshot(page, `missing-field-${width}`);

      await name.fill('Mather Point');
      await add.getByRole('button', { name: 'Grand Canyon' }).click();
      await name.fill('Mather Point');
      await submit.click();
      await page.getByText('Stop added').first().waitFor();
      expect((await client.get(`/api/trips/${trip.id}/stops`)).body[0].name).toBe('Mather Point');
    }));

  it('says an invitation was kept but not sent, and gives its link to copy', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      `invitation-not-sent-${width}`,
      { viewport },
      async (page, context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.server.baseUrl });
        const { client } = await signInAs(h.server, context, { firstName: 'Olive' });
        const trip = await createTrip(client, { title: 'Canyon Country' });
        await addStop(client, trip.id);
        await openTrip(page, trip.id);

        await page.getByRole('button', { name: 'Share', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Share Trip' });
        await dialog.getByLabel('Email address').fill('rosa@example.com');
        await dialog.getByRole('button', { name: 'Send Invitation' }).click();
        await page.getByText('Invitation kept, not sent', { exact: true }).first().waitFor();
        const kept = dialog.getByRole('region', { name: 'Invitation kept, not sent' });
        await kept.getByText('This server sends no e-mail, so rosa@example.com has not been told.').waitFor();
        const link = (await kept.locator('code').textContent()) ?? '';
        expect(link).toMatch(/\/shared-trip\/[\w-]+$/);
        const row = dialog.getByRole('list', { name: 'Shared with' }).getByRole('listitem');
        await row.getByText(/^Invitation not sent: this server sends no e-mail/).waitFor();
        await expectNoSeriousViolations(
          page,
          'the share dialog with an invitation not sent',
          '[role="dialog"]',
        );
        await viewScreenshot(page, `invitation-not-sent-${width}`);
        await kept.getByRole('button', { name: 'Copy link for rosa@example.com' }).click();
        await kept.getByText('Copied!').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

        const shares = (await client.get(`/api/trips/${trip.id}/shares`)).body;
        expect(shares).toEqual([expect.objectContaining({ delivery: 'not-sent' })]);
        expect(link).toBe(`${h.server.baseUrl}/shared-trip/${shares[0].inviteToken}`);
      },
    ));

  it('tells an administrator that mail is not configured, and a traveller no set-up steps', () =>
    journey(h.browser, h.server.baseUrl, `services-${width}`, { viewport }, async (page, context) => {
      const username = `admin_${width}_${Date.now()}`;
      await signInAs(h.server, context, { username });
      await makeAdmin(h.server, username);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Settings' }).click();
      const mail = page
        .getByRole('list', { name: 'Services' })
        .getByRole('listitem')
        .filter({ hasText: 'E-mail' });
      await mail.getByText('Not configured', { exact: true }).waitFor();
      await mail.getByText(/^Mail is not configured/).waitFor();
      await mail.getByText(/^Set SMTP_URL/).waitFor();
      await expectNoSeriousViolations(page, 'the admin settings with mail not configured');

      const traveller = await context.browser()?.newContext({ baseURL: h.server.baseUrl, viewport });
      if (!traveller) throw new Error('no browser');
      try {
        const { client } = await signInAs(h.server, traveller);
        const trip = await createTrip(client);
        const other = await traveller.newPage();
        await openTrip(other, trip.id);
        await other.getByRole('button', { name: 'Share', exact: true }).click();
        await other.getByRole('dialog', { name: 'Share Trip' }).waitFor();
        expect(await other.locator('body').textContent()).not.toMatch(
          /SMTP_URL|OPENAI_API_KEY|restart Roadbook/,
        );
      } finally {
        await traveller.close();
      }
    }));

  it('promises on the landing page what the Free plan gives, naming what comes with Premium', () =>
    journey(h.browser, h.server.baseUrl, `landing-plans-${width}`, { viewport }, async (page) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Your road trips, beautifully remembered' }).waitFor();
      await page.getByText('Premium adds AI-written detail about the places you pass.').waitFor();
      const cards = page.locator('#features li');
      const sharing = cards.filter({ hasText: 'Easy Sharing' });
      await sharing.getByText('Public links: Premium', { exact: true }).waitFor();
      await sharing.getByText(/public links that anyone can open come with Premium/).waitFor();
      await cards
        .filter({ hasText: 'Place Information with AI' })
        .getByText('Premium', { exact: true })
        .waitFor();
      expect(await cards.filter({ hasText: 'Trip Timeline' }).getByText('Premium').count()).toBe(0);
      await expectNoSeriousViolations(page, 'the landing page');
    }));
});
