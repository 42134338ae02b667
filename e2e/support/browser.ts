import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { headlessShellPath } from '../../scripts/ensure-browser-tools.mjs';
import { expectNoSeriousViolations } from './axe';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/**
 * How long any one browser step (a click, a wait for text, a screenshot, a navigation) may take. Generous on
 * purpose: on a busy two-core machine the browser, the server and the tests share the processor, and a step
 * that takes a second alone can take tens of seconds. A journey that works still passes; one that is broken
 * fails at the test's own time limit.
 */
export const STEP_TIMEOUT_MS = 120_000;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

/**
 * Chromium without a window: the journeys' headless shell unless given another binary (the benchmarks give the
 * whole browser's).
 */
export async function launchBrowser(executablePath = headlessShellPath): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The whole browser's hidden address-bar popups are web pages of their own; on two cores their renderer took
      // a second of processor time during each page load, the page's own renderer a second and a half.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** A browser context whose steps wait as long as a busy machine needs. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  // The service worker is left out but where a journey asks for it: it answers requests the journeys' routes
  // would not see. The offline journeys let it in.
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  return context;
}

// The session check on a signed-out page answers 401 by design; Chromium logs every such response.
const EXPECTED_CONSOLE_ERRORS = [/status of 401 \(Unauthorized\)/];

/** A trip no phone has placed the traveller on answers its position 404 by design; Chromium logs that too. */
const noPosition = (message: ConsoleMessage) =>
  /status of 404 \(Not Found\)/.test(message.text()) &&
  /\/api\/trips\/\d+\/position$/.test(message.location().url);

/** A page whose context's console errors and uncaught exceptions are collected; `assertClean` fails on any. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  /** Console errors this journey causes on purpose, such as a refused upload's 400. */
  expectedErrors: RegExp[] = [],
  /** A phone's touch screen: no hover, taps instead of clicks. */
  touch = false,
  /** The browser's time zone, when not this machine's. */
  timezoneId?: string,
  /** Whether the app's service worker may run (the offline journeys). */
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page; assertClean(): void }> {
  const context = await newContext(browser, {
    baseURL,
    viewport,
    hasTouch: touch,
    isMobile: touch,
    timezoneId,
    serviceWorkers,
  });
  const problems: string[] = [];
  // Every page of the context: a journey may close its page and open another.
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' || noPosition(message)) return;
      const text = message.text();
      if (![...EXPECTED_CONSOLE_ERRORS, ...expectedErrors].some((pattern) => pattern.test(text))) {
        problems.push(`console: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });
  const page = await context.newPage();
  return {
    context,
    page,
    assertClean() {
      if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
    },
  };
}

/** A picture under the journeys' folder; transitions are run to their end first, so it never catches one half done. */
function picture(page: Page, name: string, fullPage: boolean) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** A full-page picture of a state the journey reached, which axe-core checks first: no serious violation. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectNoSeriousViolations(page, name);
  await picture(page, name, true);
}

/** What the screen shows now, dialogs and toasts included: a full-page picture would lose them mid-page. */
export const viewScreenshot = (page: Page, name: string) => picture(page, name, false);

/**
 * Runs a journey in a fresh page: a failure leaves a screenshot named after the journey, and any unexpected
 * console error fails it.
 */
export async function journey(
  browser: Browser,
  baseURL: string,
  name: string,
  options: {
    viewport?: typeof DESKTOP;
    expectedErrors?: RegExp[];
    touch?: boolean;
    timezoneId?: string;
    serviceWorker?: boolean;
  },
  steps: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { page, context, assertClean } = await openPage(
    browser,
    baseURL,
    options.viewport,
    options.expectedErrors,
    options.touch,
    options.timezoneId,
    options.serviceWorker ? 'allow' : 'block',
  );
  try {
    await steps(page, context);
    assertClean();
  } catch (error) {
    // Best effort, and short: a page that stopped drawing should not hold the failure back for minutes.
    await page
      .screenshot({ path: path.join(SCREENSHOT_DIR, `failed-${name}.png`), timeout: 15_000 })
      .catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}
