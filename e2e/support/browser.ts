import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../../scripts/ensure-browser-tools.mjs';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

// The session check on a signed-out page answers 401 by design; Chromium logs every such response.
const EXPECTED_CONSOLE_ERRORS = [/status of 401 \(Unauthorized\)/];

/** A page whose console errors and uncaught exceptions are collected; `assertClean` fails on any. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  /** Console errors this journey causes on purpose, such as a refused upload's 400. */
  expectedErrors: RegExp[] = [],
): Promise<{ context: BrowserContext; page: Page; assertClean(): void }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (![...EXPECTED_CONSOLE_ERRORS, ...expectedErrors].some((pattern) => pattern.test(text))) {
      problems.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    context,
    page,
    assertClean() {
      if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Runs a journey in a fresh page: a failure leaves a screenshot named after the journey, and any unexpected
 * console error fails it.
 */
export async function journey(
  browser: Browser,
  baseURL: string,
  name: string,
  options: { viewport?: typeof DESKTOP; expectedErrors?: RegExp[] },
  steps: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { page, context, assertClean } = await openPage(
    browser,
    baseURL,
    options.viewport,
    options.expectedErrors,
  );
  try {
    await steps(page, context);
    assertClean();
  } catch (error) {
    await page
      .screenshot({ path: path.join(SCREENSHOT_DIR, `failed-${name}.png`), timeout: 10_000 })
      .catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}
