import { withServerAndChromium } from './browser-server';
import { benchOfflineOpen } from './offline-open';
import { benchOfflineSync } from './offline-sync';

/**
 * On the road: a trip of 1,000 photos opened without a network, beside the same open online; 100 changes made
 * offline (20 of them photos) sent once the network returns, beside the same writes sent online.
 */
export async function benchOffline(): Promise<void> {
  await withServerAndChromium(async (browser, server) => {
    await benchOfflineOpen(browser, server);
    await benchOfflineSync(browser, server);
  });
}
