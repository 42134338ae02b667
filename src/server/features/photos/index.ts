// What other features use of the photos feature.
export { ensureDerivedImages } from './derived-images';
export { toPhotoDto, toPhotoSearchHitDto } from './presenter';
export { findPhotoByFile, listPhotosOfTrip, type PhotoRow } from './repo';
export { storedGuideThumbnail } from './thumbnail-files';
export { uploadPhoto } from './upload';
