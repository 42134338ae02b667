// Browser journeys drive Debian's Chromium and check exported PDFs with poppler's tools; installs the missing
// Debian packages with apt when running as root, and otherwise says what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const tools = [
  { package: 'chromium', binary: chromiumPath, why: 'the browser journeys' },
  { package: 'poppler-utils', binary: '/usr/bin/pdftotext', why: 'checking exported PDFs' },
];

export function ensureBrowserTools() {
  const missing = tools.filter((tool) => !fs.existsSync(tool.binary));
  if (missing.length === 0) return;
  const names = missing.map((tool) => tool.package).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for ${missing.map((tool) => tool.why).join(' and ')}: ${names}.\n` +
        `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y ${names}\n` +
        '(CHROMIUM_PATH may point at another Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.info(`Installing Debian's ${names}…`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing.map((tool) => tool.package)],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${names} by hand.`);
      process.exit(1);
    }
  }
}
