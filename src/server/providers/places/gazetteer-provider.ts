import { Gazetteer } from './gazetteer';
import type { PlacesProvider } from './places';

/** How far the nearest place may be for a stop to be named after it. */
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
    async search(query, limit) {
      return sharedGazetteer().search(query, limit);
    },
    async reverse(lat, lon) {
      return sharedGazetteer().nearest(lat, lon, REVERSE_MAX_KM);
    },
    warmUp() {
      sharedGazetteer();
    },
  };
}
