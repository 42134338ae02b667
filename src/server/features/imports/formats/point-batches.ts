import type { TrackPoint } from '../../../../common/tracks/geometry';
import type { FoundSink } from './found';

export const POINT_BATCH = 5_000;

/** Points handed to the sink in batches of POINT_BATCH, so that a long route is never held whole. */
export function pointBatches(sink: FoundSink, tripKey: string) {
  let batch: TrackPoint[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    sink.points(tripKey, batch);
    batch = [];
  };
  return {
    add(point: TrackPoint) {
      batch.push(point);
      if (batch.length >= POINT_BATCH) flush();
    },
    flush,
  };
}
