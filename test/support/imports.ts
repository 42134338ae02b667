import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { fromProjectRoot } from '../../src/server/paths';
import type { TestClient } from './http-client';

/** Real files of other projects, kept beside the repository (never in it), with their licences. */
export function sharedFormat(...segments: string[]): string {
  const file = path.resolve(fromProjectRoot('..', 'shared', 'fixtures', 'formats'), ...segments);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the sample files are expected in ../shared/fixtures/formats`);
  }
  return file;
}

export interface SentFile {
  name: string;
  bytes: Uint8Array | string;
}

export function importForm(files: readonly SentFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([file.bytes as BlobPart]), file.name);
  return form;
}

/** Every file of a folder under its path from the folder's parent, as a browser sends a dropped folder. */
export function folderFiles(folder: string): SentFile[] {
  const base = path.dirname(folder);
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(base, full), bytes: fs.readFileSync(full) };
    });
}

export async function sendImport(
  client: TestClient,
  files: readonly SentFile[],
  fields?: Record<string, string>,
) {
  return client.post('/api/imports', importForm(files, fields));
}

/** The import once it stands at one of `statuses`; throws with where it stood when it does not in time. */
export async function importAt(client: TestClient, id: string, statuses: readonly string[], seconds = 30) {
  let last: unknown;
  const reached = await waitUntil(
    async () => {
      const answer = await client.get(`/api/imports/${id}`);
      last = answer.body;
      return statuses.includes(answer.body?.status) ? answer.body : undefined;
    },
    seconds * 1000,
    100,
  );
  if (!reached) throw new Error(`import ${id} did not reach ${statuses.join('/')}: ${JSON.stringify(last)}`);
  return reached;
}

/** Sends the files, waits for the preview, starts the import and waits for its end. */
export async function importFiles(
  client: TestClient,
  files: readonly SentFile[],
  start: Record<string, unknown> = {},
) {
  const sent = await sendImport(client, files);
  if (sent.status !== 201) throw new Error(`import refused: ${sent.status} ${sent.text}`);
  const ready = await importAt(client, sent.body.id, ['ready', 'failed']);
  if (ready.status === 'failed') return { ready, done: ready };
  const started = await client.post(`/api/imports/${sent.body.id}/start`, start);
  if (started.status !== 200) throw new Error(`start refused: ${started.status} ${started.text}`);
  const done = await importAt(client, sent.body.id, ['done', 'failed'], 60);
  return { ready, done };
}
