import { Gazetteer } from './gazetteer';
import type { PlacesProvider } from './places';

/** How far the nearest place may be for a stop to be named after it ("West of X" at most this far). */
const REVERSE_MAX_KM = 50;

let shared: Gazetteer | undefined;

/** The gazetteer is built on first use (under a second), then shared by every server in the process. */
export function sharedGazetteer(): Gazetteer {
  shared ??= Gazetteer.fromPackage();
  return shared;
}

export function createGazetteerProvider(): PlacesProvider & { warmUp(): void } {
  return {
    kind: 'gazetteer',
    async search(query, limit, unit) {
      return sharedGazetteer().search(query, limit, unit);
    },
    async reverse(lat, lon) {
      return sharedGazetteer().spotName(lat, lon, REVERSE_MAX_KM);
    },
    warmUp() {
      sharedGazetteer();
    },
  };
}
