import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { Town } from '../../../common/contract/basemap';

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Edges rounded outwards to a tenth of a degree, so small pans ask nothing new. */
const roundBox = ({ west, south, east, north }: Box): Box => ({
  west: Math.max(-180, Math.floor(west * 10) / 10),
  south: Math.max(-90, Math.floor(south * 10) / 10),
  east: Math.min(180, Math.ceil(east * 10) / 10),
  north: Math.min(90, Math.ceil(north * 10) / 10),
});

const fetchTowns = (box: Box, limit: number) =>
  getJson<Town[]>(
    `/api/basemap/towns?${new URLSearchParams({ ...Object.fromEntries(Object.entries(box).map(([k, v]) => [k, String(v)])), limit: String(limit) })}`,
  );

/** The gazetteer's largest towns in the box an offline map shows. */
export const basemapTownsQueryOptions = (box: Box, limit: number) => {
  const rounded = roundBox(box);
  return queryOptions({
    queryKey: ['/api/basemap/towns', rounded, limit],
    queryFn: () => fetchTowns(rounded, limit),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
};

export function useBasemapTowns(box: Box | null, limit: number) {
  return useQuery({
    ...basemapTownsQueryOptions(box ?? { west: 0, south: 0, east: 0, north: 0 }, limit),
    enabled: box !== null,
  });
}
