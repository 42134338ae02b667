import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getJson } from '@/lib/api';
import type { StatsHighlights, TravelStats } from '../../../../common/contract/stats';

const fetchStats = (year?: number) =>
  getJson<TravelStats>(year === undefined ? '/api/stats' : `/api/stats/${year}`);

/** The figures of every travelled trip, or of the trips that began in `year`. */
export const statsQueryOptions = (year?: number) =>
  queryOptions({ queryKey: ['/api/stats', year ?? 'all'], queryFn: () => fetchStats(year) });

/** While trips are being counted again, the figures are asked for again this often. */
export const UPDATING_REFETCH_MS = 3000;

function useStats(year: number | undefined, enabled: boolean, updating = false) {
  return useQuery({
    ...statsQueryOptions(year),
    enabled,
    refetchInterval: updating ? UPDATING_REFETCH_MS : false,
  });
}

const fetchHighlights = (year?: number) =>
  getJson<StatsHighlights>(
    year === undefined ? '/api/stats/highlights' : `/api/stats/highlights?year=${year}`,
  );

export const highlightsQueryOptions = (year?: number) =>
  queryOptions({ queryKey: ['/api/stats/highlights', year ?? 'all'], queryFn: () => fetchHighlights(year) });

function useHighlights(year: number | undefined, enabled: boolean) {
  return useQuery({
    ...highlightsQueryOptions(year),
    enabled,
    refetchInterval: (query) => (query.state.data?.updatingTrips ? UPDATING_REFETCH_MS : false),
  });
}

/**
 * All-time figures and highlights. While some trips are being counted again both are asked for again, and the
 * figures once more when the counting ends, so they never lag behind the highlights.
 */
export function useTravelStats() {
  const highlights = useHighlights(undefined, true);
  const updating = (highlights.data?.updatingTrips ?? 0) > 0;
  const stats = useStats(undefined, true, updating);
  const queryClient = useQueryClient();
  const wasUpdating = useRef(false);
  useEffect(() => {
    if (wasUpdating.current && !updating) {
      void queryClient.invalidateQueries({ queryKey: statsQueryOptions().queryKey });
    }
    wasUpdating.current = updating;
  }, [updating, queryClient]);
  return { stats, highlights };
}
