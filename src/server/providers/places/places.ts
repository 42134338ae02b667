import type { PlaceResult } from '../../../common/places/place';
import type { DistanceUnit } from '../../../common/units';
import type { SpotName } from './spot-name';

export interface PlacesProvider {
  readonly kind: 'gazetteer' | 'geocoder';
  /** `unit` is the reader's, for the distances some names carry ("8 mi from Gapan"). */
  search(query: string, limit: number, unit: DistanceUnit): Promise<PlaceResult[]>;
  /**
   * What to call a spot (the sight or town it is in, or "Near X"), with how far the name reaches; null when no
   * known place is near enough.
   */
  reverse(lat: number, lon: number): Promise<SpotName | null>;
}
