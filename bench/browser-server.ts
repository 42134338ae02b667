import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startTileServer } from '../e2e/support/tile-server';
import { chromiumPath } from '../scripts/ensure-browser-tools.mjs';
import { startTestServer, type TestServer } from '../test/support/server';

/**
 * A Roadbook server on a test database (serving `BENCH_WEB_DIR`'s build when given) and Debian's whole Chromium
 * for `work`, stopped after it. Map tiles come from a local server, as in the journeys: the figures never wait
 * on the network.
 */
export async function withServerAndChromium(
  work: (browser: Browser, server: TestServer) => Promise<void>,
): Promise<void> {
  const tiles = await startTileServer();
  const [server, browser] = await Promise.all([
    startTestServer({
      env: { LOG_LEVEL: 'silent', TILE_URL: tiles.tileUrl },
      webDir: process.env.BENCH_WEB_DIR,
    }),
    launchBrowser(chromiumPath),
  ]);
  try {
    await work(browser, server);
  } finally {
    await browser.close();
    await server.close();
    await tiles.close();
  }
}
