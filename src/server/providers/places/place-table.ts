export interface GazetteerPlace {
  name: string;
  region: string;
  lat: number;
  lon: number;
  population: number;
  /** Landmarks rank above cities of the same match. */
  landmark: boolean;
  /** A sight's own reach in km; 0 for towns, whose reach follows their population. */
  reachKm: number;
  /** ISO country code and first-level region code, "US-CA" or "FR-11"; empty for landmarks and sights. */
  area: string;
}

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
  private names = '';
  /** Where each name begins in `names`; the last entry is its length. */
  private readonly nameStarts: Uint32Array;
  private readonly pendingNames: string[] = [];
  private added = 0;
  private readonly regionIds = new Map<string, number>();
  private readonly areaIds = new Map<string, number>();

  /** A table of `size` places, which are then added in order, and `finish` closes. */
  constructor(readonly size: number) {
    this.lat = new Float64Array(size);
    this.lon = new Float64Array(size);
    this.population = new Uint32Array(size);
    this.landmark = new Uint8Array(size);
    this.reach = new Float32Array(size);
    this.region = new Uint16Array(size);
    this.area = new Uint16Array(size);
    this.nameStarts = new Uint32Array(size + 1);
  }

  add(place: Readonly<GazetteerPlace>): void {
    const index = this.added;
    if (index === this.size) throw new Error(`The place table holds only ${this.size} places`);
    this.added++;
    this.pendingNames.push(place.name);
    this.nameStarts[index + 1] = (this.nameStarts[index] as number) + place.name.length;
    this.region[index] = PlaceTable.idOf(this.regionIds, this.regions, place.region, 'regions');
    this.area[index] = PlaceTable.idOf(this.areaIds, this.areas, place.area, 'areas');
    this.lat[index] = place.lat;
    this.lon[index] = place.lon;
    this.population[index] = place.population;
    this.landmark[index] = place.landmark ? 1 : 0;
    this.reach[index] = place.reachKm;
  }

  /** Joins the names once every place is in. */
  finish(): this {
    if (this.added !== this.size) {
      throw new Error(`The place table was given ${this.added} of ${this.size} places`);
    }
    this.names = this.pendingNames.join('');
    this.pendingNames.length = 0;
    this.regionIds.clear();
    this.areaIds.clear();
    return this;
  }

  private static idOf(ids: Map<string, number>, values: string[], value: string, what: string): number {
    let id = ids.get(value);
    if (id === undefined) {
      id = values.push(value) - 1;
      if (id > 0xffff) throw new Error(`Too many ${what} for the place table`);
      ids.set(value, id);
    }
    return id;
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
