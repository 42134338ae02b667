import type { GazetteerPlace } from './gazetteer';

/**
 * Many places in columns rather than one object each: every name in one string, the numbers in typed arrays and
 * each region string once.
 */
export class PlaceTable {
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly population: Uint32Array;
  readonly landmark: Uint8Array;
  /** A sight's own reach in km; 0 for towns, whose reach follows their population. */
  readonly reach: Float32Array;
  /** Which of `regions` each place is in. */
  readonly region: Uint16Array;
  readonly regions: string[] = [];
  /** Which of `areas` (country code and first-level region code, "US-CA", "FR-11") each place is in. */
  readonly area: Uint16Array;
  readonly areas: string[] = [];
  private readonly names: string;
  /** Where each name begins in `names`; the last entry is its length. */
  private readonly nameStarts: Uint32Array;

  /** A table of `size` places, which `fill` adds in order. */
  constructor(
    readonly size: number,
    fill: (add: (place: Readonly<GazetteerPlace>) => void) => void,
  ) {
    this.lat = new Float64Array(size);
    this.lon = new Float64Array(size);
    this.population = new Uint32Array(size);
    this.landmark = new Uint8Array(size);
    this.reach = new Float32Array(size);
    this.region = new Uint16Array(size);
    this.area = new Uint16Array(size);
    this.nameStarts = new Uint32Array(size + 1);
    const names: string[] = [];
    const regionIds = new Map<string, number>();
    const areaIds = new Map<string, number>();
    let nameEnd = 0;
    fill((place) => {
      const index = names.length;
      if (index === size) throw new Error(`The place table holds only ${size} places`);
      names.push(place.name);
      nameEnd += place.name.length;
      this.nameStarts[index + 1] = nameEnd;
      let region = regionIds.get(place.region);
      if (region === undefined) {
        region = this.regions.push(place.region) - 1;
        if (region > 0xffff) throw new Error('Too many regions for the place table');
        regionIds.set(place.region, region);
      }
      this.region[index] = region;
      let area = areaIds.get(place.area);
      if (area === undefined) {
        area = this.areas.push(place.area) - 1;
        if (area > 0xffff) throw new Error('Too many areas for the place table');
        areaIds.set(place.area, area);
      }
      this.area[index] = area;
      this.lat[index] = place.lat;
      this.lon[index] = place.lon;
      this.population[index] = place.population;
      this.landmark[index] = place.landmark ? 1 : 0;
      this.reach[index] = place.reachKm;
    });
    if (names.length !== size) throw new Error(`The place table was given ${names.length} of ${size} places`);
    this.names = names.join('');
  }

  name(index: number): string {
    return this.names.slice(this.nameStarts[index], this.nameStarts[index + 1]);
  }

  place(index: number): GazetteerPlace {
    return {
      name: this.name(index),
      region: this.regions[this.region[index] as number] as string,
      lat: this.lat[index] as number,
      lon: this.lon[index] as number,
      population: this.population[index] as number,
      landmark: this.landmark[index] === 1,
      reachKm: this.reach[index] as number,
      area: this.areas[this.area[index] as number] as string,
    };
  }
}
