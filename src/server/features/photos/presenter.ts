import { toStopDto } from '../stops/presenter';
import type { StopRow } from '../stops/repo';
import type { PhotoRow } from './repo';
import type { UploadOutcome } from './upload';

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
    locationName: photo.locationName,
    uploadedAt: photo.uploadedAt,
  };
}
export type PhotoDto = ReturnType<typeof toPhotoDto>;

export function toUploadedPhotoDto(outcome: UploadOutcome) {
  return {
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
