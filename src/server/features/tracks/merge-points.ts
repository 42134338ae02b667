import type { TrackPoint } from '../../../common/tracks/geometry';

const instant = (point: TrackPoint) => (point.time ? Date.parse(point.time) : Number.NaN);

/** The batch's points at moments not in `known`, the first sent of each; their moments join `known`. */
function freshPoints(known: Set<number>, batch: readonly TrackPoint[]): TrackPoint[] {
  return batch.filter((point) => {
    const time = instant(point);
    if (Number.isNaN(time)) return true;
    if (known.has(time)) return false;
    known.add(time);
    return true;
  });
}

/**
 * Adds a batch recorded on the road to the stored route. A batch sent again after a lost connection adds
 * nothing (a point at a moment already stored is skipped), and batches arriving out of order still give a
 * route in time order.
 */
export function mergeRecordedPoints(
  stored: readonly TrackPoint[],
  batch: readonly TrackPoint[],
): { route: TrackPoint[]; added: number } {
  const known = new Set(stored.map(instant).filter((time) => !Number.isNaN(time)));
  const fresh = freshPoints(known, batch);
  const route = [...stored, ...fresh];
  const timed = route.every((point) => !Number.isNaN(instant(point)));
  if (timed) route.sort((a, b) => instant(a) - instant(b));
  return { route, added: fresh.length };
}

/**
 * What a batch adds after `last`, the end of a route in time order, when every point of the batch is timed and
 * later: its points one per moment, in time order, which is what `mergeRecordedPoints` would add there. Undefined
 * when the batch must be merged into the whole route instead.
 */
export function appendableAfter(last: TrackPoint, batch: readonly TrackPoint[]): TrackPoint[] | undefined {
  const after = instant(last);
  const timed = batch.map((point) => ({ point, time: instant(point) }));
  if (!timed.every(({ time }) => time > after)) return undefined;
  const known = new Set<number>();
  const fresh = timed.filter(({ time }) => {
    if (known.has(time)) return false;
    known.add(time);
    return true;
  });
  return fresh.sort((a, b) => a.time - b.time).map(({ point }) => point);
}

/** The route's last point when every point has a time and they come in time order; null otherwise. */
export function lastInTimeOrder(points: readonly TrackPoint[]): TrackPoint | null {
  let previous = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    const time = instant(point);
    if (!(time >= previous)) return null;
    previous = time;
  }
  return points.at(-1) ?? null;
}
