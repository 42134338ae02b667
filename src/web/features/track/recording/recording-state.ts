import { haversineMiles } from '../distance';
import type { RecordedPoint } from '../track-api';

/** A recording in progress, kept in the browser until its points are on the server. */
export interface Recording {
  paused: boolean;
  /** Points not yet uploaded, oldest first. */
  pending: RecordedPoint[];
  /** Points and miles recorded in this recording, uploaded or not. */
  pointCount: number;
  miles: number;
  last: RecordedPoint | null;
}

export const newRecording = (): Recording => ({
  paused: false,
  pending: [],
  pointCount: 0,
  miles: 0,
  last: null,
});

/** Adds a position; one no later than the last is ignored, as the server would skip it. */
export function addPoint(recording: Recording, point: RecordedPoint): Recording {
  const { last } = recording;
  if (last && Date.parse(point.time) <= Date.parse(last.time)) return recording;
  return {
    ...recording,
    pending: [...recording.pending, point],
    pointCount: recording.pointCount + 1,
    miles: recording.miles + (last ? haversineMiles(last, point) : 0),
    last: point,
  };
}

/** Forgets the first `count` pending points once the server has them. */
export const dropSent = (recording: Recording, count: number): Recording => ({
  ...recording,
  pending: recording.pending.slice(count),
});
