import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * The travel guide the trip page's Export button (or another that starts it) makes, saved under the name it came
 * with in a folder of its own, and how long after the click its progress was on screen (the click's event to the
 * frame that showed it).
 */
export async function exportGuide(
  page: Page,
  button: Locator = page.getByRole('button', { name: 'Export', exact: true }),
): Promise<{ pdfPath: string; filename: string; progressShownMs: number }> {
  const download = page.waitForEvent('download');
  // Clicked once the page is done with its own loading, as a traveller who read it first would.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  const progressShown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shown = () => document.querySelector('[role="progressbar"][aria-label="Travel guide"]');
        document.addEventListener(
          'click',
          (event) => {
            const clickedAt = event.timeStamp;
            const look = () => {
              if (shown()) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
              else requestAnimationFrame(look);
            };
            look();
          },
          { capture: true, once: true },
        );
      }),
  );
  await button.click();
  const [file, progressShownMs] = await Promise.all([download, progressShown]);
  const filename = file.suggestedFilename();
  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-guide-')), filename);
  await file.saveAs(pdfPath);
  return { pdfPath, filename, progressShownMs };
}

/** Removes the folder `exportGuide` saved a guide in, with what a journey made beside it. */
export const removeGuide = (pdfPath: string) =>
  fs.rmSync(path.dirname(pdfPath), { recursive: true, force: true });

/** The text of the travel guide the trip page's Export button makes, as `pdftotext` reads it. */
export async function exportedGuideText(page: Page): Promise<string> {
  const { pdfPath } = await exportGuide(page);
  try {
    return execFileSync('pdftotext', [pdfPath, '-']).toString();
  } finally {
    removeGuide(pdfPath);
  }
}
