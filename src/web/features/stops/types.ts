import type { VisitType } from '../../../common/trips/stop-rules';

export type AiDescriptionSource = 'anthropic' | 'openai' | 'offline';

/** A stop as the server returns it; times are ISO date-times, the memo's duration is in seconds. */
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
  aiDescriptionSource: AiDescriptionSource | null;
  voiceMemoFilename: string | null;
  voiceMemoDuration: number | null;
  voiceMemoMimetype: string | null;
  voiceMemoTranscript: string | null;
}
