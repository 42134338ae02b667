import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The web app measured: the one built from the sources, or another build given as `BENCH_WEB_DIR`. */
export const WEB_DIR = path.resolve(process.env.BENCH_WEB_DIR ?? 'dist/web');

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** How many of the files have their .gz and .br made at build time beside them. */
  precompressed: number;
}

/** The file's size compressed: its .gz or .br from the build when there is one, else compressed here alike. */
function compressedSize(file: string, raw: Buffer, kind: 'gz' | 'br'): { bytes: number; built: boolean } {
  const built = `${file}.${kind}`;
  if (fs.existsSync(built)) return { bytes: fs.statSync(built).size, built: true };
  const bytes =
    kind === 'gz'
      ? zlib.gzipSync(raw, { level: 9 }).length
      : zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { bytes, built: false };
}

export function sizesOf(files: readonly string[]): Sizes {
  const sizes: Sizes = { files: files.length, raw: 0, gzip: 0, brotli: 0, precompressed: 0 };
  for (const file of files) {
    const raw = fs.readFileSync(file);
    const gzip = compressedSize(file, raw, 'gz');
    const brotli = compressedSize(file, raw, 'br');
    sizes.raw += raw.length;
    sizes.gzip += gzip.bytes;
    sizes.brotli += brotli.bytes;
    if (gzip.built && brotli.built) sizes.precompressed += 1;
  }
  return sizes;
}

/** Every built file of one extension under the measured app's assets. */
export const builtAssets = (extension: string) =>
  fs
    .readdirSync(path.join(WEB_DIR, 'assets'))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(WEB_DIR, 'assets', name));

/** The built file a URL of the served app points to. */
export const builtFile = (url: string) => path.join(WEB_DIR, new URL(url).pathname);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeSizes(name: string, sizes: Sizes): string {
  return (
    `${name}: ${sizes.files} files, ${kb(sizes.raw)} uncompressed → gzip ${kb(sizes.gzip)}, ` +
    `brotli ${kb(sizes.brotli)} (.gz and .br made at build time for ${sizes.precompressed} of ${sizes.files})`
  );
}
