import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../src/server/paths';
import { freePort, startTestServer, type TestServer } from '../test/support/server';
import { expectNoSeriousViolations } from './support/axe';
import { journey, launchBrowser, PHONE, viewScreenshot } from './support/browser';
import { makeNextBuild } from './support/next-build';
import { installed } from './support/offline';

let server: TestServer;
let port: number;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let next: ReturnType<typeof makeNextBuild>;

beforeAll(async () => {
  next = makeNextBuild(fromProjectRoot('dist/web'));
  port = await freePort();
  [server, browser] = await Promise.all([startTestServer({ port }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (next) fs.rmSync(next.dir, { recursive: true, force: true });
});

/** The app's scripts this page loaded, from the network or from the worker. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );

describe('a new version of Roadbook', () => {
  it('waits, wholly the old version, until the traveller takes it, and then says Roadbook was updated', async () => {
    await journey(
      browser,
      `http://127.0.0.1:${port}`,
      'app-update',
      { viewport: PHONE, serviceWorker: true },
      async (page) => {
        // A page the server sends, where the home page is the worker's own copy.
        const signIn = page.getByLabel('Username or Email');
        await page.goto('/auth');
        await signIn.waitFor();
        await installed(page);
        const first = await scriptsLoaded(page);
        expect(first.length).toBeGreaterThan(1);
        expect(first.filter((script) => !next.scripts.before.has(script))).toEqual([]);

        // The server is replaced by one serving the next version.
        await server.close();
        server = await startTestServer({ port, webDir: next.dir });

        await page.reload();
        await signIn.waitFor();
        await page.getByText('A new version of Roadbook is ready').first().waitFor();
        const meanwhile = await scriptsLoaded(page);
        expect(meanwhile.filter((script) => !next.scripts.before.has(script))).toEqual([]);
        expect(await page.getByText('Roadbook was updated').count()).toBe(0);
        await expectNoSeriousViolations(page, 'app-update-ready-phone');
        await viewScreenshot(page, 'app-update-ready-phone');

        await Promise.all([
          page.waitForEvent('framenavigated'),
          page.getByRole('button', { name: 'Update now' }).click(),
        ]);
        await page.getByText('Roadbook was updated').first().waitFor();
        const updated = await scriptsLoaded(page);
        expect(updated.length).toBeGreaterThan(1);
        expect(updated.filter((script) => !next.scripts.after.has(script))).toEqual([]);
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      },
    );
  });
});
