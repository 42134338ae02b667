import { withShareToken } from '@/lib/share-token';
import type { Photo } from '../../../common/contract/photos';

/** The address of a share, as a recipient opens it. */
export const shareLink = (inviteToken: string) => `${window.location.origin}/shared-trip/${inviteToken}`;

/** The photo with file names that carry the share token, so every URL built from them reaches the file. */
export const photoWithShareToken = (photo: Photo, token: string): Photo => ({
  ...photo,
  filename: withShareToken(photo.filename, token),
  thumbnailFilename: photo.thumbnailFilename && withShareToken(photo.thumbnailFilename, token),
});
