// The package registry this project installs from serves native packages only for the platforms it needs, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and `npm ci` then refuses
// the lock file. This adds those entries, marked optional with their os/cpu, exactly as npm records them
// elsewhere; npm skips them on every other platform. Run it after adding or updating a dependency;
// `--check` only reports (npm test runs that).
import fs from 'node:fs';

const OS = new Set(['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix']);
const CPU = new Set(['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'wasm32', 'loong64']);

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const entry = {};
  const os = tokens.find((t) => OS.has(t));
  const cpu = tokens.find((t) => CPU.has(t));
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (tokens.includes('musl')) entry.libc = ['musl'];
  else if (tokens.some((t) => t.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const added = [];
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = location === '' ? 'node_modules' : `${location}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} platform packages, so \`npm ci\` would refuse it:\n  ${added.join('\n  ')}\nRun: node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
} else {
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  lock.packages = sorted;
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(added.length > 0 ? `added ${added.length} platform entries` : 'package-lock.json is complete');
}
