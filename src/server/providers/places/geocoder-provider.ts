import { distanceMeters } from '../../../common/geo';
import type { PlaceResult } from '../../../common/places/place';
import { ProviderError } from '../provider-error';
import type { PlacesProvider } from './places';
import type { SpotName } from './spot-name';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: Record<string, string>;
  /** South, north, west and east edges, as strings. */
  boundingbox?: string[];
}

const TIMEOUT_MS = 10_000;
const LOCALITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality', 'suburb', 'county', 'state'];

function toResult(place: NominatimPlace): PlaceResult {
  const locality = LOCALITY_KEYS.map((key) => place.address?.[key]).find(Boolean);
  return {
    lat: Number.parseFloat(place.lat),
    lon: Number.parseFloat(place.lon),
    display_name: place.display_name,
    name: place.name || locality || place.display_name.split(',')[0]?.trim() || place.display_name,
    source: 'geocoder',
  };
}

/** How far the found place reaches: half its bounding box's diagonal, between 200 m and 20 km (1.5 km unknown). */
function reachKm(box: string[] | undefined): number {
  const [south, north, west, east] = (box ?? []).map(Number);
  if (![south, north, west, east].every(Number.isFinite)) return 1.5;
  const diagonalKm = distanceMeters(south as number, west as number, north as number, east as number) / 1000;
  return Math.min(20, Math.max(0.2, diagonalKm / 2));
}

/** A Nominatim-compatible HTTP geocoder (`GEOCODER_URL`). */
export function createGeocoderProvider(baseUrl: string): PlacesProvider {
  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [key, value] of Object.entries({ ...params, format: 'json', addressdetails: '1' })) {
      url.searchParams.set(key, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Roadbook/1.0' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ProviderError('failed', 'The place search service could not be reached');
    }
    if (!response.ok)
      throw new ProviderError('failed', `The place search service answered ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    kind: 'geocoder',
    async search(query, limit) {
      const places = await get<NominatimPlace[]>('/search', { q: query, limit: String(limit) });
      return places.map(toResult).filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon));
    },
    async reverse(lat, lon) {
      const place = await get<NominatimPlace & { error?: string }>('/reverse', {
        lat: String(lat),
        lon: String(lon),
        zoom: '14',
      });
      return place.error || !place.lat
        ? null
        : ({ ...toResult(place), reachKm: reachKm(place.boundingbox) } satisfies SpotName);
    },
  };
}
