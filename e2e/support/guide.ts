import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The travel guide the trip page's Export button makes, saved under the name it came with in a folder of its own. */
export async function exportGuide(page: Page): Promise<{ pdfPath: string; filename: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const filename = file.suggestedFilename();
  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-guide-')), filename);
  await file.saveAs(pdfPath);
  return { pdfPath, filename };
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
