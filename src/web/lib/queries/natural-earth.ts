import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50mUrl from 'world-atlas/countries-50m.json?url';

export type Countries = FeatureCollection<Geometry, { name: string }>;

/**
 * Natural Earth's countries at 1:50m, shipped with the app (world-atlas) and fetched from this server only when
 * a map has to be drawn without tiles: the offline basemap and the travel guide's route image.
 */
async function fetchCountries(): Promise<Countries> {
  const response = await fetch(countries50mUrl);
  if (!response.ok) throw new Error(`The offline map could not be loaded (HTTP ${response.status})`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  return feature(topology, topology.objects.countries) as Countries;
}

export const naturalEarthQueryOptions = () =>
  queryOptions({
    queryKey: ['natural-earth', 'countries-50m'],
    queryFn: fetchCountries,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useNaturalEarth(enabled: boolean) {
  return useQuery({ ...naturalEarthQueryOptions(), enabled });
}
