/** A place search or reverse-geocoding result, in the shape the spec gives (lat, lon, display_name). */
export interface PlaceResult {
  lat: number;
  lon: number;
  display_name: string;
  /** The place's own name, without region and country. */
  name: string;
  /** 'gazetteer' for the offline list, 'geocoder' for the configured geocoding service. */
  source: 'gazetteer' | 'geocoder';
}
