import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/server';
import { signUp } from '../../test/support/users';
import { launchBrowser } from './browser';
import { signedInCookies } from './cookies';
import { startTileServer } from './tile-server';

export interface Harness {
  server: TestServer;
  browser: Browser;
  /** How many map tiles the local tile server has served. */
  tilesServed(): number;
}

/**
 * One server (with a local tile server, so maps draw offline) and one Chromium for a journey file, started
 * before its tests and stopped after them.
 */
export function journeyHarness(env: Record<string, string> = {}): Harness {
  let tiles: Awaited<ReturnType<typeof startTileServer>> | undefined;
  const harness = { tilesServed: () => tiles?.served() ?? 0 } as Harness;
  beforeAll(async () => {
    tiles = await startTileServer();
    [harness.server, harness.browser] = await Promise.all([
      startTestServer({ env: { TILE_URL: tiles.tileUrl, ...env } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
    await tiles?.close();
  });
  return harness;
}

/** Makes an account through the API and hands its session cookie to the browser. */
export async function signInAs(
  server: TestServer,
  context: BrowserContext,
  overrides: Parameters<typeof signUp>[1] = {},
) {
  const client = server.client();
  const result = await signUp(client, overrides);
  await context.addCookies(signedInCookies(client.cookies.get('roadbook_sid') ?? '', server.baseUrl));
  return { client, ...result };
}
