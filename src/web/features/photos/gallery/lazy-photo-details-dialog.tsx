import { lazyDialog } from '@/lib/lazy-part';

/** A photo's details, whose code (its editing, tags and tools) is fetched the first time a photo is opened. */
export const PhotoDetailsDialog = lazyDialog(
  () => import('./photo-details-dialog').then((module) => module.PhotoDetailsDialog),
  (props) => props.photo !== null,
);

export const preloadPhotoDetailsDialog = PhotoDetailsDialog.preload;
