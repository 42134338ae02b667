import { Gazetteer } from '../src/server/providers/places/gazetteer';
import { normalizePlaceName } from '../src/server/providers/places/normalize';
import { runToEnd } from '../src/server/providers/places/pausable';
import type { GazetteerPlace } from '../src/server/providers/places/place-table';
import { report, time } from './measure';

const QUERIES = [
  'Denver',
  'moab',
  'Las Vegas',
  'Paris, France',
  'san',
  'york',
  'Grand Canyon',
  'Springfield',
  'São Paulo',
];

/** The obvious way: scan every place, keep prefix matches, sort by population. */
function scanSearch(places: GazetteerPlace[], query: string) {
  const prefix = normalizePlaceName(query.split(',')[0] ?? '');
  return places
    .filter((place) => normalizePlaceName(place.name).startsWith(prefix))
    .sort((a, b) => b.population - a.population)
    .slice(0, 5);
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

function scanNearest(places: GazetteerPlace[], lat: number, lon: number) {
  let best: GazetteerPlace | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of places) {
    const km = haversineKm(lat, lon, place.lat, place.lon);
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return best;
}

export function benchPlaces(): void {
  const started = performance.now();
  const gazetteer = runToEnd(Gazetteer.fromPackage());
  console.info(
    `gazetteer: ${gazetteer.places.size} places indexed in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const places = Array.from({ length: gazetteer.places.size }, (_, index) => gazetteer.places.place(index));

  const search = time(QUERIES, 50, (q) => gazetteer.search(q, 5));
  const scan = time(QUERIES, 2, (q) => scanSearch(places, q));
  report('place search (index)', search, scan, 'full scan');

  const points = Array.from(
    { length: 200 },
    (_, i) => [25 + ((i * 37) % 25), -124 + ((i * 53) % 57)] as const,
  );
  const nearest = time(points, 5, ([lat, lon]) => gazetteer.nearestPlace(lat, lon, 50));
  const brute = time(points.slice(0, 20), 1, ([lat, lon]) => scanNearest(places, lat, lon));
  report('nearest place (k-d tree)', nearest, brute, 'distance to every place');
}
