import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states10mUrl from 'us-atlas/states-10m.json?url';
import countries50mUrl from 'world-atlas/countries-50m.json?url';

/** What the offline map draws: the land, its coasts, the borders between countries and those between states. */
export interface NaturalEarth {
  land: Polygon | MultiPolygon;
  coast: MultiLineString;
  borders: MultiLineString;
  /** The lines between the states of the United States, where most road trips here are driven. */
  regions: MultiLineString;
}

type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type StatesAtlas = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/** The land in one shape and each line once: a border drawn country by country was drawn twice. */
export function naturalEarthOf(topology: Atlas, states: StatesAtlas): NaturalEarth {
  const land = feature(topology, topology.objects.land).features[0]?.geometry;
  if (land?.type !== 'Polygon' && land?.type !== 'MultiPolygon')
    throw new Error('The offline map has no land');
  return {
    land,
    coast: mesh(topology, topology.objects.countries, (a, b) => a === b),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    // Between two states only: the nation's outline is the countries' coast and border already.
    regions: mesh(states, states.objects.states, (a, b) => a !== b),
  };
}

async function fetchAtlas<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The offline map could not be loaded (HTTP ${response.status})`);
  return (await response.json()) as T;
}

/**
 * Natural Earth's countries at 1:50m (world-atlas) and the Census Bureau's states (us-atlas), shipped with the
 * app and fetched from this server only when a map has to be drawn without tiles: the offline basemap and the
 * travel guide's route image.
 */
async function fetchNaturalEarth(): Promise<NaturalEarth> {
  const [countries, states] = await Promise.all([
    fetchAtlas<Atlas>(countries50mUrl),
    fetchAtlas<StatesAtlas>(states10mUrl),
  ]);
  return naturalEarthOf(countries, states);
}

export const naturalEarthQueryOptions = () =>
  queryOptions({
    queryKey: ['natural-earth', 'countries-50m', 'states-10m'],
    queryFn: fetchNaturalEarth,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useNaturalEarth(enabled: boolean) {
  return useQuery({ ...naturalEarthQueryOptions(), enabled });
}
