import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasUrl from 'world-atlas/countries-110m.json?url';

export type Countries = FeatureCollection<Geometry, { name: string }>;

/** Natural Earth's countries at 1:110m, shipped with the app (world-atlas): no map service is asked. */
async function fetchCountries(): Promise<Countries> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`The world map could not be loaded (HTTP ${response.status})`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  return feature(topology, topology.objects.countries) as Countries;
}

export const worldAtlasQueryOptions = () =>
  queryOptions({
    queryKey: ['world-atlas', 'countries-110m'],
    queryFn: fetchCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useWorldCountries() {
  return useQuery(worldAtlasQueryOptions());
}
