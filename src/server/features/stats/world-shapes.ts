import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

let countries: FeatureCollection<Geometry, { name: string }> | undefined;

/** Natural Earth's countries at 1:110m from the world-atlas package, read on first use and kept. */
export function worldCountries(): FeatureCollection<Geometry, { name: string }> {
  if (!countries) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    countries = feature(topology, topology.objects.countries) as FeatureCollection<
      Geometry,
      { name: string }
    >;
  }
  return countries;
}
