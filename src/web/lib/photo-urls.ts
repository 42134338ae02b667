import type { Photo } from '../../common/contract/photos';

/** The small version of a photo when there is one, else the photo itself. */
export const thumbnailUrl = (photo: Pick<Photo, 'filename' | 'thumbnailFilename'>) =>
  photo.thumbnailFilename ? `/uploads/thumbs/${photo.thumbnailFilename}` : `/uploads/${photo.filename}`;

/** A thumbnail as the travel guide embeds it: a 4:3 JPEG. */
export const guideThumbnailUrl = (thumbnailFilename: string) =>
  `/uploads/thumbs/${thumbnailFilename}?size=guide`;

export const originalUrl = (photo: Pick<Photo, 'filename'>) => `/uploads/${photo.filename}`;

/** What a photo is called on screen: its caption, else the name of the file it came from. */
export const photoTitle = (photo: Pick<Photo, 'caption' | 'originalName'>) =>
  photo.caption || photo.originalName;
