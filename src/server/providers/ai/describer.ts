import type { AiDescriptionSource } from '../../../common/contract/stops';

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
  /** A language name such as "French"; null for English. */
  language: string | null;
}

export interface Describer {
  readonly source: AiDescriptionSource;
  describe(request: DescriptionRequest): Promise<string>;
}
