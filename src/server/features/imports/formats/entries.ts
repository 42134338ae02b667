import fs from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { extensionOf } from './entry-paths';
import type { ImportEntry } from './found';

export interface EntryLimits {
  /** Files in one archive. */
  maxEntries: number;
  /** What one archive may unpack to, all its files together, as they declare it. */
  maxInflatedBytes: number;
  /** How many times its packed size a file may unpack to, for files over `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
}

export const IMPORT_ENTRY_LIMITS: EntryLimits = {
  maxEntries: 20_000,
  maxInflatedBytes: 8 * 1024 ** 3,
  // Deflate packs nothing much better than 1,000 to 1 but long runs of one byte: the stuff of ZIP bombs.
  maxRatio: 1_000,
  ratioFromBytes: 1024 * 1024,
};

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface OpenedEntries {
  entries: ImportEntry[];
  skipped: SkippedFile[];
  /** Closes the archives; entries cannot be opened after. */
  close(): Promise<void>;
}

/** An archive past one of the limits: the import fails with this message, which names the archive. */
export class ArchiveRefused extends Error {}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const count = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${count(bytes / 1024 ** 3)} GB` : `${count(bytes / 1024 ** 2)} MB`;

/**
 * The files of an import as readers see them: each file sent, and for a ZIP archive (a KMZ excepted, which the
 * track parser unpacks) each file inside it, named `archive.zip/inner/path`. Inside an archive only sizes are
 * read here; an archive past one of the limits is refused as a whole, with a message naming it and the limit.
 */
export async function openImportEntries(
  files: readonly { name: string; path: string }[],
  limits: EntryLimits = IMPORT_ENTRY_LIMITS,
): Promise<OpenedEntries> {
  const entries: ImportEntry[] = [];
  const skipped: SkippedFile[] = [];
  const archives: ZipFile[] = [];
  const close = async () => {
    for (const archive of archives) archive.close();
  };
  try {
    for (const file of files) {
      if (extensionOf(file.name) !== 'kmz' && (await startsWithZipSignature(file.path))) {
        const archive = await openArchive(file.path);
        if (archive) archives.push(archive);
        const inside = archive && (await listArchive(archive, file.name, limits));
        if (!inside) {
          skipped.push({ file: file.name, reason: 'Not a readable ZIP archive' });
          continue;
        }
        entries.push(...inside.entries);
        skipped.push(...inside.skipped);
      } else {
        const { size } = await fs.promises.stat(file.path);
        entries.push({
          path: file.name,
          size,
          open: async () => fs.createReadStream(file.path),
        });
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { entries, skipped, close };
}

async function startsWithZipSignature(path: string): Promise<boolean> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const head = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

function openArchive(path: string): Promise<ZipFile | null> {
  return new Promise((resolve) => {
    // Names are decoded below without yauzl's check, which refuses a whole archive for one name with `..`: here
    // a name is only ever a name, never a path on disk.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false },
      (error, archive) => resolve(error ? null : archive),
    );
  });
}

const nameOf = (entry: Entry) =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);

/** The files of an archive; null when it turns out damaged while listed. */
function listArchive(
  archive: ZipFile,
  archiveName: string,
  limits: EntryLimits,
): Promise<{ entries: ImportEntry[]; skipped: SkippedFile[] } | null> {
  const entries: ImportEntry[] = [];
  const skipped: SkippedFile[] = [];
  let inflated = 0;
  let seen = 0;
  return new Promise((resolve, reject) => {
    const refuse = (message: string) => {
      archive.close();
      reject(new ArchiveRefused(message));
    };
    if (archive.entryCount > limits.maxEntries) {
      refuse(`${archiveName} holds more than ${count(limits.maxEntries)} files`);
      return;
    }
    archive.on('error', () => {
      archive.close();
      resolve(null);
    });
    archive.on('end', () => resolve({ entries, skipped }));
    archive.on('entry', (entry: Entry) => {
      seen += 1;
      if (seen > limits.maxEntries) {
        refuse(`${archiveName} holds more than ${count(limits.maxEntries)} files`);
        return;
      }
      const name = nameOf(entry).replace(/^\/+/, '');
      const path = `${archiveName}/${name}`;
      if (name === '' || name.endsWith('/')) {
        archive.readEntry();
        return;
      }
      inflated += entry.uncompressedSize;
      if (inflated > limits.maxInflatedBytes) {
        refuse(`${archiveName} unpacks to more than ${sizeText(limits.maxInflatedBytes)}`);
        return;
      }
      if (
        entry.uncompressedSize > limits.ratioFromBytes &&
        entry.uncompressedSize > entry.compressedSize * limits.maxRatio
      ) {
        refuse(
          `${archiveName} holds a file (${name}) that unpacks to more than ${count(limits.maxRatio)} times its size`,
        );
        return;
      }
      if (entry.isEncrypted()) {
        skipped.push({ file: path, reason: `${path} is encrypted` });
      } else if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        skipped.push({ file: path, reason: `${path} is packed in a way that cannot be unpacked here` });
      } else {
        entries.push({
          path,
          size: entry.uncompressedSize,
          open: () => openEntry(archive, entry),
        });
      }
      archive.readEntry();
    });
    archive.readEntry();
  });
}

function openEntry(archive: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    archive.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}
