import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HASHED = /^(.+-)([A-Za-z0-9_-]{8})(\.(?:js|css|json|svg|png|woff2))$/;
const TEXT = /\.(?:js|mjs|css|html|json|webmanifest)$/;

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

/**
 * The built web app as its next version would be built: a copy of `webDir` in which every hashed file has a new
 * name, every file naming them (the HTML, the chunks, the server's manifest and first views, the worker's list of
 * files) names the new ones, and the worker's list holds the new revision of each file without a hash in its
 * name. The compressed forms of the changed files are left out, so the server sends them as they are.
 * Returns the new folder and the `/assets/…` names of both versions' scripts.
 */
export function makeNextBuild(webDir: string): {
  dir: string;
  scripts: { before: Set<string>; after: Set<string> };
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-next-build-'));
  fs.cpSync(webDir, dir, { recursive: true });
  const assets = path.join(dir, 'assets');
  const renamed = new Map<string, string>();
  for (const name of fs.readdirSync(assets)) {
    const match = HASHED.exec(name);
    if (!match) continue;
    const hash = createHash('sha256').update(`next ${match[2]}`).digest('base64url').slice(0, 8);
    renamed.set(name, `${match[1]}${hash}${match[3]}`);
  }
  for (const file of filesUnder(dir)) {
    const name = path.basename(file);
    const newName = renamed.get(name);
    let changed = newName !== undefined;
    if (TEXT.test(name)) {
      const text = fs.readFileSync(file, 'utf8');
      let next = text;
      for (const [from, to] of renamed) next = next.replaceAll(from, to);
      if (next !== text) fs.writeFileSync(file, next);
      changed ||= next !== text;
    }
    if (changed) for (const compressed of ['.br', '.gz']) fs.rmSync(file + compressed, { force: true });
    if (newName) fs.renameSync(file, path.join(path.dirname(file), newName));
  }
  const worker = path.join(dir, 'sw.js');
  fs.writeFileSync(
    worker,
    fs.readFileSync(worker, 'utf8').replace(
      /"revision":"[0-9a-f]{32}","url":"([^"]+)"/g,
      (_whole, url: string) =>
        `"revision":"${createHash('md5')
          .update(fs.readFileSync(path.join(dir, url)))
          .digest('hex')}","url":"${url}"`,
    ),
  );
  const scripts = (names: Iterable<string>) =>
    new Set([...names].filter((name) => name.endsWith('.js')).map((name) => `/assets/${name}`));
  return { dir, scripts: { before: scripts(renamed.keys()), after: scripts(renamed.values()) } };
}
