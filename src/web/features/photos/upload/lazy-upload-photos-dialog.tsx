import { lazyDialog } from '@/lib/lazy-part';

/** The upload dialog, whose code (the drop zone, the upload queue) is fetched the first time it opens. */
export const UploadPhotosDialog = lazyDialog(
  () => import('./upload-photos-dialog').then((module) => module.UploadPhotosDialog),
  (props) => props.open,
);

export const preloadUploadPhotosDialog = UploadPhotosDialog.preload;
