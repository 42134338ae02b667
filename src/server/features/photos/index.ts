// What other features use of the photos feature.
export { ensureDerivedImages } from './derived-images';
export { IMAGE_HEAD_BYTES } from './image';
export { toPhotoDto, toPhotoSearchHitDto } from './presenter';
export { deletePhoto, findPhotoByFile, listPhotosOfTrip, type PhotoRow } from './repo';
export { storedGuideThumbnail } from './thumbnail-files';
export { storePhoto, uploadPhoto } from './upload';
