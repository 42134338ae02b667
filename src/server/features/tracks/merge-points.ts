import type { TrackPoint } from '../../../common/tracks/geometry';

const instant = (point: TrackPoint) => (point.time ? Date.parse(point.time) : Number.NaN);

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
  const fresh = batch.filter((point) => {
    const time = instant(point);
    if (Number.isNaN(time)) return true;
    if (known.has(time)) return false;
    known.add(time);
    return true;
  });
  const route = [...stored, ...fresh];
  const timed = route.every((point) => !Number.isNaN(instant(point)));
  if (timed) route.sort((a, b) => instant(a) - instant(b));
  return { route, added: fresh.length };
}
