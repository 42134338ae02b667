/** Squared distance from point i to the segment from a to b (the segment's nearest point, not the line's). */
function squaredSegmentDistance(xs: Float64Array, ys: Float64Array, i: number, a: number, b: number): number {
  let x = xs[a] as number;
  let y = ys[a] as number;
  let dx = (xs[b] as number) - x;
  let dy = (ys[b] as number) - y;
  const px = xs[i] as number;
  const py = ys[i] as number;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = xs[b] as number;
      y = ys[b] as number;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/** Longest stretch simplified as one: past it, Douglas–Peucker's splits can go one wiggle at a time (quadratic). */
const STRETCH = 4096;

/**
 * Douglas–Peucker run once, for every tolerance at once: each point's squared distance at which the
 * simplification would drop it, capped by the split that led to it. Simplifying at tolerance t keeps exactly the
 * points whose value is over t², so finding the tolerance that fits a budget costs a count per try instead of a
 * whole simplification. Below `smallest` it looks no closer (those points weigh 0). A long line is simplified in
 * stretches of STRETCH points whose ends are always kept: a regular wiggle (a road along a valley) otherwise makes
 * every split peel off one bend, and a long route took many times as long.
 */
export function dropTolerances(xs: Float64Array, ys: Float64Array, smallest: number): Float64Array {
  const floor = smallest * smallest;
  const last = xs.length - 1;
  const kept = new Float64Array(xs.length);
  if (last < 0) return kept;
  // Segments still to split, as (first, last, cap): a stack rather than recursion, for long routes.
  const firsts: number[] = [];
  const lasts: number[] = [];
  const caps: number[] = [];
  for (let first = 0; first < last; first += STRETCH) {
    firsts.push(first);
    lasts.push(Math.min(first + STRETCH, last));
    caps.push(Number.POSITIVE_INFINITY);
    kept[first] = Number.POSITIVE_INFINITY;
  }
  kept[last] = Number.POSITIVE_INFINITY;
  while (firsts.length > 0) {
    const a = firsts.pop() as number;
    const b = lasts.pop() as number;
    const cap = caps.pop() as number;
    let farthest = -1;
    let most = -1;
    for (let i = a + 1; i < b; i++) {
      const distance = squaredSegmentDistance(xs, ys, i, a, b);
      if (distance > most) {
        most = distance;
        farthest = i;
      }
    }
    // Nothing in this stretch survives even the smallest tolerance asked for: no need to look closer.
    if (farthest === -1 || most <= floor) continue;
    const value = Math.min(most, cap);
    kept[farthest] = value;
    firsts.push(a, farthest);
    lasts.push(farthest, b);
    caps.push(value, value);
  }
  return kept;
}
