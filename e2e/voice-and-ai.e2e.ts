import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStop, createTrip } from '../test/support/trips';
import { makeAdmin, signUp } from '../test/support/users';
import { expectNoSeriousViolations } from './support/axe';
import { journey, PHONE, screenshot } from './support/browser';
import { signedInCookies } from './support/cookies';
import { journeyHarness } from './support/harness';

const h = journeyHarness();

async function ownerOfTripWithStop(context: BrowserContext, username?: string) {
  const client = h.server.client();
  await signUp(client, username ? { username } : {});
  if (username) await makeAdmin(h.server, username);
  const trip = await createTrip(client, { title: 'Canyon Country' });
  await addStop(client, trip.id, { name: 'Denver', latitude: 39.7392, longitude: -104.9903, stopOrder: 1 });
  const stop = await addStop(client, trip.id, {
    name: 'Moab',
    latitude: 38.5733,
    longitude: -109.5498,
    stopOrder: 2,
  });
  await context.addCookies(signedInCookies(client.cookies.get('roadbook_sid') ?? '', h.server.baseUrl));
  return { client, tripId: trip.id, stopId: stop.id };
}

describe('voice memos and AI descriptions in the browser', () => {
  it('records, saves and plays a memo, then generates and reads an offline description', () =>
    journey(h.browser, h.server.baseUrl, 'voice-and-ai', {}, async (page, context) => {
      const { client, tripId, stopId } = await ownerOfTripWithStop(context, 'trip_boss');
      await page.goto(`/trips/${tripId}`);
      const moab = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').nth(1);
      await moab.getByRole('button', { name: 'Record voice memo' }).click();

      const dialog = page.getByRole('dialog', { name: 'Voice Memo' });
      await dialog.getByRole('button', { name: 'Start Recording' }).click();
      await dialog.getByText('Recording…').waitFor();
      await dialog.getByRole('timer', { name: 'Recording time' }).getByText('0:02').waitFor();
      await dialog.getByRole('button', { name: 'Stop Recording' }).click();
      await dialog.getByLabel('Recorded voice memo').waitFor();
      await screenshot(page, 'voice-memo-recorded');
      await dialog.getByRole('button', { name: 'Save Voice Memo' }).click();
      await page.getByText('Voice memo saved').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const player = moab.getByLabel('Voice memo for Moab');
      await player.waitFor();
      const saved = (await client.get(`/api/trips/${tripId}/stops`)).body.find(
        (s: { id: number }) => s.id === stopId,
      );
      expect(saved.voiceMemoFilename).toMatch(/\.webm$/);
      expect(saved.voiceMemoDuration).toBeGreaterThanOrEqual(2);
      await player.evaluate((audio: HTMLAudioElement) => audio.play());
      await expect
        .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
        .toBeGreaterThan(0.2);

      await moab.getByRole('button', { name: 'Generate AI description' }).click();
      await page.getByText('AI description ready').first().waitFor();
      await moab.getByRole('button', { name: 'View AI description' }).click();
      const ai = page.getByRole('dialog', { name: 'Moab' });
      await ai.getByText('Written offline').first().waitFor();
      await ai.getByText(/^Moab \(UT, United States\) is a small town of about/).waitFor();
      await ai.getByText(/The previous stop, Denver, is about 257 miles away/).waitFor();
      await screenshot(page, 'ai-description');
    }));

  it('shows a Free traveller that descriptions come with Premium, before and on the click, at phone width', () =>
    journey(h.browser, h.server.baseUrl, 'ai-upgrade', { viewport: PHONE }, async (page, context) => {
      const { tripId } = await ownerOfTripWithStop(context);
      await page.goto(`/trips/${tripId}`);
      const moab = page.getByRole('list', { name: 'Stops' }).locator(':scope > li').nth(1);
      const generate = moab.getByRole('button', { name: 'Generate AI description Premium' });
      await generate.getByText('Premium').waitFor();
      await generate.click();
      const prompt = page.getByRole('dialog', { name: 'Upgrade to Premium' });
      await prompt
        .getByText(
          'AI location descriptions come with the Premium plan. Your plan does not include them yet.',
        )
        .waitFor();
      expect(await page.getByText('Error').count()).toBe(0);
      await expectNoSeriousViolations(page, 'the upgrade prompt', '[role="dialog"]');
      await screenshot(page, 'ai-upgrade-phone');
      await prompt.getByRole('link', { name: 'See plans' }).click();
      await page.waitForURL((url) => url.pathname === '/subscribe');
    }));
});
