import fs from 'node:fs';
import path from 'node:path';

/** One chunk as Vite's build manifest describes it. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The built files of the web app's modules, from the manifest `vite build` writes: what a page's module needs
 * loaded (its chunk and every chunk it imports), less what the HTML's own entry already brings.
 */
export interface BuiltChunks {
  /** The `/assets/…` address of the entry script, which every page loads; null before a build. */
  entry: string | null;
  /** `/assets/…` addresses of what `sources` (paths under src/web, as `pages/trip-detail.tsx`) need. */
  filesFor(sources: readonly string[]): string[];
  /** `/assets/…` addresses of the style sheets those chunks bring. */
  stylesFor(sources: readonly string[]): string[];
}

const NONE: BuiltChunks = { entry: null, filesFor: () => [], stylesFor: () => [] };

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
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = withImports(entries);
  // A module that other chunks share may be merged into a chunk keyed by its file: found then by its name.
  const keyOf = (source: string): string | undefined => {
    if (manifest[source]) return source;
    const name = path.basename(source, path.extname(source));
    const named = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
    return named.length === 1 ? named[0] : undefined;
  };

  // Pages ask for a handful of module lists: each is worked out once, not at every page sent.
  const known = new Map<string, { files: string[]; styles: string[] }>();
  const needs = (sources: readonly string[]) => {
    const id = sources.join('\n');
    let found = known.get(id);
    if (!found) {
      const keys = sources.map(keyOf).filter((key): key is string => key !== undefined);
      const chunks = [...withImports(keys)]
        .filter((key) => !loadedByEntry.has(key))
        .map((key) => manifest[key]);
      found = {
        files: chunks.map((chunk) => `/${chunk?.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))].map((file) => `/${file}`),
      };
      known.set(id, found);
    }
    return found;
  };
  const entryFile = manifest[entries[0] ?? '']?.file;
  return {
    entry: entryFile ? `/${entryFile}` : null,
    filesFor: (sources) => needs(sources).files,
    stylesFor: (sources) => needs(sources).styles,
  };
}
