import type { ComponentProps } from 'react';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import type { PhotoDetailsDialog as Loaded } from './photo-details-dialog';

const Dialog = lazyPart(() => import('./photo-details-dialog').then((module) => module.PhotoDetailsDialog));

export const preloadPhotoDetailsDialog = Dialog.preload;

/** A photo's details, whose code (its editing, tags and tools) is fetched the first time a photo is opened. */
export function PhotoDetailsDialog(props: ComponentProps<typeof Loaded>) {
  return useOpenedOnce(props.photo !== null) ? <Dialog {...props} /> : null;
}
