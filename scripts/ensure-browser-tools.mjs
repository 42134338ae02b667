// Browser journeys drive Debian's Chromium headless shell and check exported PDFs with poppler's tools; the
// benchmarks drive Debian's whole Chromium. Installs the missing Debian packages with apt when running as root,
// and otherwise says what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The journeys' browser: Chromium's engine without the desktop browser around it (decision record 023). */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
/** The benchmarks' browser: the whole of Chromium, which draws pages as a person's browser does. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const TOOLS = {
  journeys: [
    { package: 'chromium-headless-shell', binary: headlessShellPath, why: 'the browser journeys' },
    { package: 'poppler-utils', binary: '/usr/bin/pdftotext', why: 'checking exported PDFs' },
  ],
  bench: [{ package: 'chromium', binary: chromiumPath, why: 'the browser benchmarks' }],
};

/**
 * Makes sure the tools of the journeys or of the benchmarks are there.
 * @param {'journeys' | 'bench'} use
 */
export function ensureBrowserTools(use) {
  const missing = TOOLS[use].filter((tool) => !fs.existsSync(tool.binary));
  if (missing.length === 0) return;
  const names = missing.map((tool) => tool.package).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for ${missing.map((tool) => tool.why).join(' and ')}: ${names}.\n` +
        `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y ${names}\n` +
        '(CHROMIUM_HEADLESS_SHELL_PATH and CHROMIUM_PATH may point at other Chromium or Chrome binaries).',
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
