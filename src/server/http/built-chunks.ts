import fs from 'node:fs';
import path from 'node:path';

/** One chunk as Vite's build manifest describes it. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The built files of the web app's modules, from the manifest `vite build` writes: what a page's module needs
 * loaded (its chunk and every chunk it imports), less what the HTML's own entry already brings.
 */
export interface BuiltChunks {
  /** `/assets/…` addresses of what `sources` (paths under src/web, as `pages/trip-detail.tsx`) need. */
  filesFor(sources: readonly string[]): string[];
}

const NONE: BuiltChunks = { filesFor: () => [] };

export function readBuiltChunks(webDir: string): BuiltChunks {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return NONE;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;

  const withImports = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      withImports(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const loadedByEntry = withImports(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  // A module that other chunks share may be merged into a chunk keyed by its file: found then by its name.
  const keyOf = (source: string): string | undefined => {
    if (manifest[source]) return source;
    const name = path.basename(source, path.extname(source));
    const named = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
    return named.length === 1 ? named[0] : undefined;
  };

  // Pages ask for a handful of module lists: each is worked out once, not at every page sent.
  const known = new Map<string, string[]>();
  return {
    filesFor(sources) {
      const id = sources.join('\n');
      let files = known.get(id);
      if (!files) {
        const keys = sources.map(keyOf).filter((key): key is string => key !== undefined);
        files = [...withImports(keys)]
          .filter((key) => !loadedByEntry.has(key))
          .map((key) => `/${manifest[key]?.file}`);
        known.set(id, files);
      }
      return files;
    },
  };
}
