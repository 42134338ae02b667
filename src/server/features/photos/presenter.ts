import { distanceMeters, hasLocation } from '../../../common/geo';
import { type StopRow, toStopDto } from '../stops';
import type { PhotoRow } from './repo';
import type { UploadOutcome } from './upload';

/** Automatic tags as shown: found in the picture and of its place, less those the owner removed. */
function visibleAutoTags(photo: PhotoRow): string[] {
  const removed = new Set(photo.removedAutoTags);
  return [...new Set([...photo.autoTags, ...photo.autoPlaceTags])].filter((tag) => !removed.has(tag));
}

export function toPhotoDto(photo: PhotoRow) {
  return {
    id: photo.id,
    tripId: photo.tripId,
    stopId: photo.stopId,
    filename: photo.filename,
    thumbnailFilename: photo.thumbnailFilename,
    originalName: photo.originalName,
    mimetype: photo.mimetype,
    size: photo.size,
    width: photo.width,
    height: photo.height,
    latitude: photo.latitude,
    longitude: photo.longitude,
    takenAt: photo.takenAt,
    caption: photo.caption,
    tags: photo.tags,
    autoTags: visibleAutoTags(photo),
    captionSuggestion: photo.captionSuggestion,
    locationName: photo.locationName,
    createdBy: photo.createdBy,
    version: photo.version,
    uploadedAt: photo.uploadedAt,
  };
}
export type PhotoDto = ReturnType<typeof toPhotoDto>;

/** A photo a search found, naming the trip and stop it belongs to. */
export function toPhotoSearchHitDto({
  tripTitle,
  stopName,
  ...photo
}: PhotoRow & { tripTitle: string; stopName: string | null }) {
  return { ...toPhotoDto(photo), tripTitle, stopName };
}

function distanceFromStop(photo: PhotoRow, stop: StopRow | null): number | null {
  if (!stop || photo.latitude === null || photo.longitude === null) return null;
  if (!hasLocation(stop.latitude, stop.longitude)) return null;
  return Math.round(distanceMeters(photo.latitude, photo.longitude, stop.latitude, stop.longitude));
}

export function toUploadedPhotoDto(outcome: UploadOutcome) {
  return {
    distanceFromStop: distanceFromStop(outcome.photo, outcome.stop),
    ...toPhotoDto(outcome.photo),
    hasGPS: outcome.hasGPS,
    autoStopCreated: outcome.autoStopCreated,
    stop: outcome.stop ? toStopDto(outcome.stop) : null,
  };
}

export function toPhotoStopDto(outcome: { photo: PhotoRow; stop: StopRow | null; created: boolean }) {
  return {
    photo: toPhotoDto(outcome.photo),
    autoCreatedStop: outcome.stop ? toStopDto(outcome.stop) : null,
    created: outcome.created,
  };
}
