import { Gazetteer } from './gazetteer';
import { runInSlices } from './pausable';
import type { PlacesProvider } from './places';

/** How far the nearest place may be for a stop to be named after it ("West of X" at most this far). */
const REVERSE_MAX_KM = 50;

let shared: Promise<Gazetteer> | undefined;

/**
 * The gazetteer is built on first use, then shared by every server in the process. The build (most of a
 * second of work, longer on a busy machine) runs in slices, so requests go on being answered meanwhile.
 */
export function sharedGazetteer(): Promise<Gazetteer> {
  shared ??= runInSlices(Gazetteer.fromPackage());
  return shared;
}

export function createGazetteerProvider(): PlacesProvider & { warmUp(): void } {
  return {
    kind: 'gazetteer',
    async search(query, limit, unit) {
      return (await sharedGazetteer()).search(query, limit, unit);
    },
    async reverse(lat, lon) {
      return (await sharedGazetteer()).spotName(lat, lon, REVERSE_MAX_KM);
    },
    warmUp() {
      void sharedGazetteer();
    },
  };
}
