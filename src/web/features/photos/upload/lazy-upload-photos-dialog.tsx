import type { ComponentProps } from 'react';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import type { UploadPhotosDialog as Loaded } from './upload-photos-dialog';

const Dialog = lazyPart(() => import('./upload-photos-dialog').then((module) => module.UploadPhotosDialog));

export const preloadUploadPhotosDialog = Dialog.preload;

/** The upload dialog, whose code (the drop zone, the upload queue) is fetched the first time it opens. */
export function UploadPhotosDialog(props: ComponentProps<typeof Loaded>) {
  return useOpenedOnce(props.open) ? <Dialog {...props} /> : null;
}
