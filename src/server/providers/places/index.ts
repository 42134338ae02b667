import type { Config } from '../../config';
import { createGazetteerProvider } from './gazetteer-provider';
import { createGeocoderProvider } from './geocoder-provider';
import type { PlacesProvider } from './places';

export function createPlacesProvider(config: Config): PlacesProvider & { warmUp?(): void } {
  return config.geocoderUrl ? createGeocoderProvider(config.geocoderUrl) : createGazetteerProvider();
}
