import { Worker } from 'node:worker_threads';
import type { TrackPoint } from '../../../common/routes/geometry';
import { badRequest } from '../../http/errors';

export interface Waypoint {
  lat: number;
  lng: number;
  name: string | null;
  description: string | null;
  time: string | null;
}

export interface ParsedRouteFile {
  tracks: TrackPoint[][];
  waypoints: Waypoint[];
}

const UNREADABLE = 'The file could not be read as GPX, KML, KMZ or GeoJSON';

/** Parses the file in a worker thread; a malformed file is a 400 with a plain message. */
export function parseRouteFile(bytes: Buffer): Promise<ParsedRouteFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), { workerData: bytes });
    worker.once('message', (result: { ok: boolean; error?: string } & ParsedRouteFile) => {
      if (!result.ok) reject(badRequest(UNREADABLE));
      else resolve({ tracks: result.tracks, waypoints: result.waypoints });
    });
    worker.once('error', () => reject(badRequest(UNREADABLE)));
    worker.once('exit', (code) => {
      if (code !== 0) reject(badRequest(UNREADABLE));
    });
  });
}
