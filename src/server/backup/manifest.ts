import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error';

export const MANIFEST_FILE = 'roadbook-backup.json';
const FORMAT_VERSION = 1;

const fingerprint = { bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };
/** A name inside the backup folder, never a path that leaves it. */
const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
const storedName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);

const tableSchema = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  columns: z.array(z.string().min(1)),
  rows: z.number().int().min(0),
});

const manifestSchema = z.object({
  formatVersion: z.literal(FORMAT_VERSION),
  roadbookVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** PostgreSQL's COPY text of each table in `tables`' order, gzip-compressed. */
    file: fileName,
    ...fingerprint,
    tables: z.array(tableSchema),
    sequences: z.array(
      z.object({
        schema: z.string(),
        name: z.string(),
        lastValue: z.string().regex(/^-?\d+$/),
        isCalled: z.boolean(),
      }),
    ),
    /** The migrations the rows fit, as the migrations' record names them. */
    migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
    /** The job queue's schema version and its queues, when the database has one. */
    jobQueue: z.object({ version: z.number().int(), queues: z.array(z.string()) }).nullable(),
  }),
  /** The key sealed values were sealed with, when the data folder kept one. */
  secretKey: z.object({ file: fileName, ...fingerprint }).nullable(),
  files: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      count: z.number().int().min(0),
      bytes: z.number().int().min(0),
      /** Each under `uploads/<area>/<name>` in the backup folder. */
      entries: z.array(z.object({ area: z.string().regex(/^[a-z]+$/), name: storedName, ...fingerprint })),
    }),
    z.object({
      storage: z.literal('s3'),
      bucket: z.string(),
      count: z.number().int().min(0),
      bytes: z.number().int().min(0),
      objects: z.array(z.object({ key: z.string(), bytes: z.number().int().min(0), etag: z.string() })),
    }),
  ]),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DumpRecord = Manifest['database'];
export type FilesRecord = Manifest['files'];
export type LocalFileEntry = Extract<FilesRecord, { storage: 'local' }>['entries'][number];

export function newManifest(parts: Omit<Manifest, 'formatVersion'>): Manifest {
  return { formatVersion: FORMAT_VERSION, ...parts };
}

/** Written last, and by rename: a folder with a manifest holds a finished backup. */
export function writeManifest(folder: string, manifest: Manifest): void {
  const temporary = path.join(folder, `.${MANIFEST_FILE}.partial`);
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, path.join(folder, MANIFEST_FILE));
}

export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new BackupError(`${file} cannot be read (${(error as Error).message}): is ${folder} a backup?`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged`);
  }
  if ((parsed as { formatVersion?: unknown })?.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `${file} is not a backup of format ${FORMAT_VERSION}: it was made by another version of Roadbook, or damaged`,
    );
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const where = checked.error.issues[0]?.path.join('.') ?? '';
    throw new BackupError(`${file} is damaged (${where}: ${checked.error.issues[0]?.message})`);
  }
  return checked.data;
}
