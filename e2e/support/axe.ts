import fs from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

let minifiedSource: string | undefined;
/** axe-core's minified build: the page compiles it at every check of a new document, a third faster than axe.source. */
const axeSource = () => {
  minifiedSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return minifiedSource;
};

/**
 * Runs axe-core on what the page shows now (by default the whole document: header, main content, dialogs and
 * toasts) and fails on any serious or critical violation, naming the rule and the elements. The script is
 * handed over through the debugging protocol, which the page's CSP does not see.
 */
export async function expectNoSeriousViolations(page: Page, state: string, area = 'body'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource());
    await page.evaluate(WATCH_CHANGES);
  }
  // A whole page already found clean, unchanged since and at the same size, is clean: a screenshot taken
  // right after a check needs no second one.
  const unchanged = area === 'body' && (await page.evaluate(() => window.roadbookAxe?.unchanged() ?? false));
  if (unchanged) return;
  // The check can take seconds on a busy machine: toasts wait (as they do while the window is in the
  // background), so the journey finds the page as it left it.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // Colours are checked as they will stay: a dialog still fading in has too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (selector) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(selector, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }, area);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  if (violations.length > 0) {
    throw new Error(`axe-core found serious violations on ${state}:\n${violations.join('\n')}`);
  }
  if (area === 'body') await page.evaluate(() => window.roadbookAxe?.checked());
}

declare global {
  interface Window {
    roadbookAxe?: { checked(): void; unchanged(): boolean };
  }
}

/** Counts the page's changes (elements, attributes, text) from now on, and remembers where a clean check left it. */
const WATCH_CHANGES = () => {
  let changes = 0;
  const observer = new MutationObserver((records) => {
    changes += records.length;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const stamp = () => {
    changes += observer.takeRecords().length;
    return `${changes} ${window.innerWidth}x${window.innerHeight}`;
  };
  let clean = '';
  window.roadbookAxe = {
    checked: () => {
      clean = stamp();
    },
    unchanged: () => clean !== '' && clean === stamp(),
  };
};
