import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStop, createTrip } from '../test/support/trips';
import { makeAdmin, signUp } from '../test/support/users';
import { journey, PHONE, screenshot } from './support/browser';
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
  await context.addCookies([
    { name: 'roadbook_sid', value: client.cookies.get('roadbook_sid') ?? '', url: h.server.baseUrl },
  ]);
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
      await ai.getByText(/^Moab is in UT, United States\./).waitFor();
      await ai.getByText(/The previous stop, Denver, is about 257 miles away/).waitFor();
      await screenshot(page, 'ai-description');
    }));

  it('offers an upgrade to a Free traveller who asks for a description, at phone width', () =>
    journey(
      h.browser,
      h.server.baseUrl,
      'ai-upgrade',
      { viewport: PHONE, expectedErrors: [/status of 403/] },
      async (page, context) => {
        const { tripId } = await ownerOfTripWithStop(context);
        await page.goto(`/trips/${tripId}`);
        const moab = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').nth(1);
        await moab.getByRole('button', { name: 'Generate AI description' }).click();
        await page
          .getByText('The Premium plan is needed for AI location descriptions. Upgrade your plan to use it.')
          .first()
          .waitFor();
        await page
          .getByRole('link', { name: 'Upgrade' })
          .or(page.getByRole('button', { name: 'Upgrade' }))
          .first()
          .waitFor();
        await screenshot(page, 'ai-upgrade-phone');
      },
    ));
});
