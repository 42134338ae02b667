import type { AiDescriptionSource } from '../../../common/contract/stops';
import type { DistanceUnit } from '../../../common/units';

export interface DescriptionRequest {
  stop: {
    name: string;
    latitude: number;
    longitude: number;
    visitType: string;
    description: string | null;
    arrivalTime: Date | null;
  };
  trip: { title: string; startLocation: string; endLocation: string };
  previous: { name: string; latitude: number; longitude: number } | null;
  /** The reader's languages as codes ("fr", "de"), most wanted first; none for English. */
  languages: readonly string[];
  /** The reader's unit for distances. */
  unit: DistanceUnit;
}

export interface Describer {
  readonly source: AiDescriptionSource;
  describe(request: DescriptionRequest): Promise<string>;
}
