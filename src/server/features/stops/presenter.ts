import type { StopRow } from './repo';

export function toStopDto(stop: StopRow) {
  return {
    id: stop.id,
    tripId: stop.tripId,
    name: stop.name,
    description: stop.description,
    comments: stop.comments,
    visitType: stop.visitType,
    arrivalTime: stop.arrivalTime,
    departureTime: stop.departureTime,
    latitude: stop.latitude,
    longitude: stop.longitude,
    country: stop.country,
    stopOrder: stop.stopOrder,
    wikipediaUrl: stop.wikipediaUrl,
    websiteUrl: stop.websiteUrl,
    aiDescription: stop.aiDescription,
    aiDescriptionSource: stop.aiDescriptionSource,
    voiceMemoFilename: stop.voiceMemoFilename,
    voiceMemoDuration: stop.voiceMemoDuration,
    voiceMemoMimetype: stop.voiceMemoMimetype,
    voiceMemoTranscript: stop.voiceMemoTranscript,
    voiceMemoCreatedBy: stop.voiceMemoCreatedBy,
    createdBy: stop.createdBy,
    version: stop.version,
    createdAt: stop.createdAt,
    updatedAt: stop.updatedAt,
  };
}
export type StopDto = ReturnType<typeof toStopDto>;
