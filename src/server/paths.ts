import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The folder of Roadbook's package.json, found the same way whether this code runs from its sources or as the
 * built server in dist/server: the files shipped beside the code (migrations, the route parser, the built web
 * app, the docs) are found from there.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  root = dir;
  return root;
}

export const fromProjectRoot = (...segments: string[]) => path.join(projectRoot(), ...segments);
