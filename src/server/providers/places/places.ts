import type { PlaceResult } from '../../../common/places/place';

export interface PlacesProvider {
  readonly kind: 'gazetteer' | 'geocoder';
  search(query: string, limit: number): Promise<PlaceResult[]>;
  /** The nearest named place, or null when none is known near enough. */
  reverse(lat: number, lon: number): Promise<PlaceResult | null>;
}
