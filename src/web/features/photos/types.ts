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
  latitude: number | null;
  longitude: number | null;
  takenAt: string | null;
  caption: string | null;
  tags: string[];
  locationName: string | null;
  uploadedAt: string;
}

/** The small version of a photo when there is one, else the photo itself. */
export const thumbnailUrl = (photo: Pick<Photo, 'filename' | 'thumbnailFilename'>) =>
  photo.thumbnailFilename ? `/uploads/thumbs/${photo.thumbnailFilename}` : `/uploads/${photo.filename}`;
