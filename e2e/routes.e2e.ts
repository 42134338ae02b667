import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gpxFile, trackPoints } from '../test/support/route-files';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { journey, screenshot } from './support/browser';
import { signedInCookies } from './support/cookies';
import { journeyHarness } from './support/harness';
import { trackPixels } from './support/map';

const h = journeyHarness();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-e2e-routes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('GPS routes in the browser', () => {
  it('imports a GPX, records a drive that survives a reload, and exports GPX', () =>
    journey(h.browser, h.server.baseUrl, 'routes', {}, async (page, context) => {
      const client = h.server.client();
      await signUp(client);
      const trip = await createTrip(client, { title: 'Rockies' });
      await context.addCookies(signedInCookies(client.cookies.get('roadbook_sid') ?? '', h.server.baseUrl));
      const gpx = path.join(dir, 'drive.gpx');
      fs.writeFileSync(gpx, gpxFile(trackPoints(400), [{ name: 'Lookout Point', lat: 39.73, lng: -105.0 }]));

      await page.goto(`/trips/${trip.id}`);
      await page.getByRole('button', { name: 'Import route' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Route' });
      await dialog.getByLabel('Route file').setInputFiles(gpx);
      await dialog.getByLabel('Turn waypoints into stops').check();
      await dialog.getByRole('button', { name: 'Import' }).click();
      await page.getByText('Route imported').first().waitFor();
      await page.getByText('400 points, 1 stops').first().waitFor();
      await page.getByText('400 points', { exact: true }).waitFor();
      await expect.poll(() => trackPixels(page)).toBeGreaterThan(100);
      const imported = (await client.get(`/api/trips/${trip.id}/route`)).body;
      await page.getByText(`Recorded distance: ${imported.totalDistance.toFixed(1)} miles`).waitFor();
      await screenshot(page, 'route-imported');

      await context.grantPermissions(['geolocation'], { origin: h.server.baseUrl });
      await context.setGeolocation({ latitude: 39.5, longitude: -105.5 });
      await page.getByRole('button', { name: 'Record route' }).click();
      const panel = page.getByRole('region', { name: 'Route recording' });
      await panel.getByText('Recording…').waitFor();
      const drive: [number, number][] = [
        [39.51, -105.52],
        [39.52, -105.55],
        [39.53, -105.58],
      ];
      for (const [i, [latitude, longitude]] of drive.entries()) {
        await context.setGeolocation({ latitude, longitude });
        await panel.getByText(new RegExp(`^${i + 2} points`)).waitFor();
      }
      await page.reload();
      const resumed = page.getByRole('region', { name: 'Route recording' });
      await resumed.getByRole('button', { name: 'Resume recording' }).waitFor();
      await resumed.getByRole('button', { name: 'Stop recording' }).click();
      await page.getByText('Route saved').first().waitFor();
      await expect
        .poll(async () => (await client.get(`/api/trips/${trip.id}/route`)).body.pointCount)
        .toBe(404);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download GPX' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Rockies.gpx');
      const saved = path.join(dir, 'export.gpx');
      await file.saveAs(saved);
      const text = fs.readFileSync(saved, 'utf8');
      expect(text.match(/<trkpt /g)).toHaveLength(404);
      expect(text).toContain('<name>Lookout Point</name>');
    }));
});
