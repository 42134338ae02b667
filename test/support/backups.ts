import { createHash } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { runningClusterUrl } from '../../src/server/db/embedded/cluster';
import type { TestClient } from './http-client';
import { backgroundJobsSettled } from './photos';
import { runScript } from './server-process';

/** `npm run backup -- <folder>` or `npm run restore -- <folder>` on a data folder: its exit code and output. */
export async function run(command: 'backup' | 'restore', dataDir: string, folder: string, env = {}) {
  const script = runScript(`scripts/${command}.ts`, { DATA_DIR: dataDir, ...env }, undefined, [folder]);
  const code = await script.exited;
  return { code, output: script.output() };
}

export async function succeeds(command: 'backup' | 'restore', dataDir: string, folder: string, env = {}) {
  const { code, output } = await run(command, dataDir, folder, env);
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${output}`);
  return output;
}

/** The server's background work is done: every photo has its copy without metadata and its thumbnails. */
export async function jobsSettled(dataDir: string): Promise<void> {
  const database = openDatabase(runningClusterUrl(dataDir) ?? '');
  try {
    await backgroundJobsSettled(database.db, 60);
  } finally {
    await database.close();
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every row of a table by its id, as PostgreSQL writes the whole row. */
export async function rowsById(dataDir: string, table: string): Promise<Map<number, string>> {
  const client = new pg.Client({ connectionString: runningClusterUrl(dataDir) ?? '' });
  await client.connect();
  try {
    const result = await client.query<{ id: number; row: string }>(
      `SELECT id, t::text AS row FROM ${table} t`,
    );
    return new Map(result.rows.map((row) => [row.id, row.row]));
  } finally {
    await client.end();
  }
}

export interface Reads {
  trips: { id: number }[];
  busyTrip: unknown;
  busyStops: { id: number }[];
  quietTrip: unknown;
  quietStops: unknown[];
  photos: { id: number; filename: string; thumbnailFilename: string }[];
  route: unknown;
  photoBytes: string[];
  rows: Record<'trip_stops' | 'photos' | 'users' | 'device_points', Map<number, string>>;
}

export async function readAll(
  client: TestClient,
  dataDir: string,
  busyTripId: number,
  quietTripId: number,
): Promise<Reads> {
  const get = async (url: string) => {
    const response = await client.get(url);
    expect(response.status, url).toBe(200);
    return response.body;
  };
  const photos = await get(`/api/trips/${quietTripId}/photos`);
  const photoBytes: string[] = [];
  for (const photo of photos) {
    for (const url of [`/uploads/${photo.filename}`, `/uploads/thumbs/${photo.thumbnailFilename}`]) {
      const file = await client.bytes(url);
      expect(file.status, url).toBe(200);
      photoBytes.push(sha256(file.body));
    }
  }
  return {
    trips: await get('/api/trips'),
    busyTrip: await get(`/api/trips/${busyTripId}`),
    busyStops: await get(`/api/trips/${busyTripId}/stops`),
    quietTrip: await get(`/api/trips/${quietTripId}`),
    quietStops: await get(`/api/trips/${quietTripId}/stops`),
    photos,
    route: await get(`/api/trips/${quietTripId}/route`),
    photoBytes,
    rows: {
      trip_stops: await rowsById(dataDir, 'trip_stops'),
      photos: await rowsById(dataDir, 'photos'),
      users: await rowsById(dataDir, 'users'),
      device_points: await rowsById(dataDir, 'device_points'),
    },
  };
}
