import type { Page } from 'playwright-core';

/**
 * Who asked the network for each of `paths` from now on: `parser` for an address the page's HTML named, `script`
 * for one its code fetched. A preloaded address that the code then fetches shows once, as `parser`; twice when
 * the code's request went unmatched.
 */
export async function requestInitiators(
  page: Page,
  paths: readonly string[],
): Promise<() => Record<string, string[]>> {
  const seen = new Map(paths.map((path) => [path, [] as string[]]));
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    seen.get(new URL(request.url).pathname)?.push(initiator.type);
  });
  await devtools.send('Network.enable');
  return () => Object.fromEntries(seen);
}

/** Holds back the trip page's own code from now on, until the returned function is called. */
export async function holdTripPageCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/trip-detail-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
