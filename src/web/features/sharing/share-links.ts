import type { Photo } from '../../../common/contract/photos';

/** The address of a share, as a recipient opens it. */
export const shareLink = (inviteToken: string) => `${window.location.origin}/shared-trip/${inviteToken}`;

/** A stored file of a shared trip, reachable through the share token even when signed out. */
export const withShareToken = (fileUrl: string, token: string) =>
  `${fileUrl}?share=${encodeURIComponent(token)}`;

/** The photo with file names that carry the share token, so every URL built from them reaches the file. */
export const photoWithShareToken = (photo: Photo, token: string): Photo => ({
  ...photo,
  filename: withShareToken(photo.filename, token),
  thumbnailFilename: photo.thumbnailFilename && withShareToken(photo.thumbnailFilename, token),
});
