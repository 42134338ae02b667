// Browser journeys drive Debian's Chromium; installs it with apt when missing and running as root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser journeys and was not found at ${chromiumPath}.\n` +
        "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the browser journeys…");
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand.`);
      process.exit(1);
    }
  }
}
