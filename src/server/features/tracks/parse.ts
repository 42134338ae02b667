import { Worker } from 'node:worker_threads';
import type { TrackPoint } from '../../../common/tracks/geometry';
import { badRequest, payloadTooLarge } from '../../http/errors';
import { fromProjectRoot } from '../../paths';

export interface Waypoint {
  lat: number;
  lng: number;
  name: string | null;
  description: string | null;
  time: string | null;
  /** The folder it is in, in a KML: a layer of a Google My Maps map. */
  layer: string | null;
}

export interface ParsedTrackFile {
  /** What the file calls itself: GPX metadata's name, a KML Document's, a TCX course's, a GeoJSON collection's. */
  name: string | null;
  tracks: TrackPoint[][];
  waypoints: Waypoint[];
}

export interface ParseLimits {
  /** What a KMZ may unpack to. */
  maxInflatedBytes: number;
  maxPoints: number;
  maxWaypoints: number;
  /** The heap the parsing worker may use. */
  maxHeapMb: number;
  timeoutMs: number;
}

export const TRACK_PARSE_LIMITS: ParseLimits = {
  maxInflatedBytes: 64 * 1024 * 1024,
  maxPoints: 500_000,
  // A stop per waypoint: enough for any real trip, and what one import is tested to write without holding others.
  maxWaypoints: 20_000,
  maxHeapMb: 512,
  timeoutMs: 60_000,
};

/** The worker sends its result in parts, then `done`; or `failed`. */
type WorkerMessage =
  | { kind: 'points'; track: number; points: TrackPoint[] }
  | { kind: 'waypoints'; waypoints: Waypoint[] }
  | { kind: 'done'; name: string | null }
  | { kind: 'failed'; tooLarge: boolean; error: string };

const UNREADABLE = 'The file could not be read as GPX, KML, KMZ or GeoJSON';

/**
 * Parses the file in a worker thread with a bounded heap and a time-out; a malformed file is a 400 with a plain
 * message, one past a limit a 413 saying which.
 */
export function parseTrackFile(
  bytes: Buffer,
  limits: ParseLimits = TRACK_PARSE_LIMITS,
): Promise<ParsedTrackFile> {
  const { maxInflatedBytes, maxPoints, maxWaypoints } = limits;
  return new Promise((resolve, reject) => {
    const worker = new Worker(fromProjectRoot('src/server/features/tracks/parse-worker.mjs'), {
      workerData: { bytes, limits: { maxInflatedBytes, maxPoints, maxWaypoints } },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() => reject(payloadTooLarge('The file took too long to read; split it into smaller files'))),
      limits.timeoutMs,
    );
    const parsed: ParsedTrackFile = { name: null, tracks: [], waypoints: [] };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'points') {
        const track = parsed.tracks[message.track] ?? [];
        parsed.tracks[message.track] = track;
        for (const point of message.points) track.push(point);
        setImmediate(() => worker.postMessage('next'));
      } else if (message.kind === 'waypoints') {
        for (const waypoint of message.waypoints) parsed.waypoints.push(waypoint);
        setImmediate(() => worker.postMessage('next'));
      } else if (message.kind === 'done') {
        parsed.name = message.name;
        settle(() => resolve(parsed));
      } else {
        settle(() =>
          reject(message.tooLarge ? payloadTooLarge(message.error || UNREADABLE) : badRequest(UNREADABLE)),
        );
      }
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? payloadTooLarge('The file needs too much memory to read; split it into smaller files')
            : badRequest(UNREADABLE),
        ),
      );
    });
    worker.once('exit', () => settle(() => reject(badRequest(UNREADABLE))));
  });
}
