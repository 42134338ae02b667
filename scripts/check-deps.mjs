// Checks the import rules in .dependency-cruiser.mjs (no cycles, server features used only through their
// index.ts). dependency-cruiser reads TypeScript only through the TypeScript 5 compiler API, which TypeScript 7
// no longer ships, so each source file is first turned into JavaScript by esbuild, keeping every import as
// written (type-only ones too, so they count), and the rules run on those copies under the original names.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';

const root = process.cwd();
const mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-deps-'));
/** Mirrored file name → original file name, both relative to the root. */
const originals = new Map();

/** `import type … from` and `export type … from` as plain imports, so esbuild keeps them. */
const typeOnly = /^(\s*(?:import|export))\s+type\s+((?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s)/gm;

function mirrorFile(file) {
  const source = fs.readFileSync(path.join(root, file), 'utf8').replace(typeOnly, '$1 $2');
  const { code } = transformSync(source, {
    loader: file.endsWith('x') ? 'tsx' : 'ts',
    sourcefile: file,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, jsx: 'react-jsx' } },
  });
  const mirrored = file.replace(/\.tsx?$/, '.js');
  originals.set(mirrored, file);
  fs.mkdirSync(path.join(mirror, path.dirname(mirrored)), { recursive: true });
  fs.writeFileSync(path.join(mirror, mirrored), code);
}

try {
  for (const file of fs.readdirSync('src', { recursive: true })) {
    const name = path.join('src', file);
    if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) mirrorFile(name);
  }
  fs.copyFileSync('tsconfig.json', path.join(mirror, 'tsconfig.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(mirror, 'node_modules'));
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'depcruise'),
    ['src', '--config', path.join(root, '.dependency-cruiser.mjs'), ...process.argv.slice(2)],
    { cwd: mirror, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const named = (text) => text.replace(/src\/[\w/.@-]+\.js\b/g, (file) => originals.get(file) ?? file);
  process.stdout.write(named(result.stdout));
  process.stderr.write(named(result.stderr));
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(mirror, { recursive: true, force: true });
}
