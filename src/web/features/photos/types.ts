import type { Stop } from '../stops/types';

/** A photo as GET /api/trips/:id/photos returns it. */
export interface Photo {
  id: number;
  tripId: number;
  stopId: number | null;
  filename: string;
  thumbnailFilename: string | null;
  originalName: string;
  mimetype: string;
  size: number;
  width: number | null;
  height: number | null;
  latitude: number | null;
  longitude: number | null;
  takenAt: string | null;
  caption: string | null;
  tags: string[];
  locationName: string | null;
  uploadedAt: string;
}

/** POST /api/trips/:id/photos: the new photo, whether it had GPS, and the stop it was filed under. */
export interface UploadedPhoto extends Photo {
  hasGPS: boolean;
  autoStopCreated: boolean;
  stop: Stop | null;
}

/** POST /api/photos/:id/create-stop: no stop when the photo has no location; created is false for a stop nearby. */
export interface CreatedStopFromPhoto {
  photo: Photo;
  autoCreatedStop: Stop | null;
  created: boolean;
}

/** The small version of a photo when there is one, else the photo itself. */
export const thumbnailUrl = (photo: Pick<Photo, 'filename' | 'thumbnailFilename'>) =>
  photo.thumbnailFilename ? `/uploads/thumbs/${photo.thumbnailFilename}` : `/uploads/${photo.filename}`;

export const originalUrl = (photo: Pick<Photo, 'filename'>) => `/uploads/${photo.filename}`;

/** What a photo is called on screen: its caption, else the name of the file it came from. */
export const photoTitle = (photo: Pick<Photo, 'caption' | 'originalName'>) =>
  photo.caption || photo.originalName;
