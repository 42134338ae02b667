import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The text of the travel guide the trip page's Export button makes, as `pdftotext` reads it. */
export async function exportedGuideText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-guide-')), 'guide.pdf');
  await (await download).saveAs(pdfPath);
  return execFileSync('pdftotext', [pdfPath, '-']).toString();
}
