import type { VisitType } from '../../../common/trips/stop-rules';

/** A stop as the server returns it; times are ISO date-times. */
export interface Stop {
  id: number;
  tripId: number;
  name: string;
  description: string | null;
  comments: string | null;
  visitType: VisitType;
  arrivalTime: string | null;
  departureTime: string | null;
  latitude: number;
  longitude: number;
  stopOrder: number | null;
  wikipediaUrl: string | null;
  websiteUrl: string | null;
  aiDescription: string | null;
  voiceMemoFilename: string | null;
  voiceMemoDuration: number | null;
  voiceMemoTranscript: string | null;
}
