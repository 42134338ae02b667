import type { StopRow } from '../stops';

/** A stop's memo as the trip's activity and live events name it. */
export const memoSubject = (stop: Pick<StopRow, 'id' | 'name'>) => ({
  type: 'memo' as const,
  id: stop.id,
  name: stop.name,
});
