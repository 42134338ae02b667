import type { PhotoRow } from './repo';

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
