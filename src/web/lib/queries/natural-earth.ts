import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50mUrl from 'world-atlas/countries-50m.json?url';

/** What the offline map draws: the land, its coasts and the borders between countries. */
export interface NaturalEarth {
  land: Polygon | MultiPolygon;
  coast: MultiLineString;
  borders: MultiLineString;
}

type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** The land in one shape and each line once: a border drawn country by country was drawn twice. */
export function naturalEarthOf(topology: Atlas): NaturalEarth {
  const land = feature(topology, topology.objects.land).features[0]?.geometry;
  if (land?.type !== 'Polygon' && land?.type !== 'MultiPolygon')
    throw new Error('The offline map has no land');
  return {
    land,
    coast: mesh(topology, topology.objects.countries, (a, b) => a === b),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}

/**
 * Natural Earth's countries at 1:50m, shipped with the app (world-atlas) and fetched from this server only when
 * a map has to be drawn without tiles: the offline basemap and the travel guide's route image.
 */
async function fetchNaturalEarth(): Promise<NaturalEarth> {
  const response = await fetch(countries50mUrl);
  if (!response.ok) throw new Error(`The offline map could not be loaded (HTTP ${response.status})`);
  return naturalEarthOf((await response.json()) as Atlas);
}

export const naturalEarthQueryOptions = () =>
  queryOptions({
    queryKey: ['natural-earth', 'countries-50m'],
    queryFn: fetchNaturalEarth,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useNaturalEarth(enabled: boolean) {
  return useQuery({ ...naturalEarthQueryOptions(), enabled });
}
