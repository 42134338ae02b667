import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useMemo, useRef } from 'react';
import { originalUrl, photoTitle } from '@/lib/photo-urls';
import type { Photo } from '../../../common/contract/photos';
import { IconButton } from './icon-button';
import { PhotoImage } from './photo-image';

export interface ViewerPhoto {
  id: number;
  /** The picture shown: the full-size file, or the thumbnail when the viewer may not have more. */
  src: string;
  title: string;
  caption: string | null;
  /** Where the original is downloaded from, when that is allowed. */
  downloadUrl: string | null;
}

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo shown, by its place in `photos`; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** More controls for the photo shown, placed before the close button (the owner's details, for one). */
  actions?: (photo: ViewerPhoto) => ReactNode;
}

/** A photo as the trip's own people see it: the full-size file, theirs to download. */
export const fullSizeViewerPhoto = (photo: Photo): ViewerPhoto => ({
  id: photo.id,
  src: originalUrl(photo),
  title: photoTitle(photo),
  caption: photo.caption,
  downloadUrl: originalUrl(photo),
});

const NO_PHOTOS: ViewerPhoto[] = [];

/**
 * `photos` as the viewer shows them, made only while it is open: a page's first draw of thousands of photos does
 * without them. `toViewer` should keep its identity between renders.
 */
export function useViewerPhotos<T>(
  photos: readonly T[],
  open: boolean,
  toViewer: (photo: T) => ViewerPhoto,
): readonly ViewerPhoto[] {
  return useMemo(() => (open ? photos.map(toViewer) : NO_PHOTOS), [photos, open, toViewer]);
}

/** A horizontal move of at least this many pixels is a swipe to the next or previous photo. */
const SWIPE_PX = 50;

/**
 * The trip's photos one at a time over the whole screen: previous and next by button, by the arrow keys and by
 * a swipe, the photo's place in the set, and a download link when the owner allows downloads.
 */
export function PhotoViewer({ photos, index, onIndexChange, actions }: PhotoViewerProps) {
  const swipeStart = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const step = (by: number) => {
    if (index !== null && count > 0) onIndexChange((index + by + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  };

  return (
    <DialogPrimitive.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          {photo && index !== null && (
            <>
              <div className="flex items-center gap-2 p-2 sm:p-3">
                <DialogPrimitive.Title className="min-w-0 flex-1 truncate px-2 text-sm font-medium">
                  {photo.title}
                </DialogPrimitive.Title>
                <p className="shrink-0 text-sm tabular-nums text-slate-200" aria-live="polite">
                  {`${index + 1} of ${count}`}
                </p>
                {photo.downloadUrl && (
                  <IconButton
                    asChild
                    label="Download photo"
                    className="text-white hover:bg-white/15 hover:text-white"
                  >
                    <a href={photo.downloadUrl} download={photo.title}>
                      <Download aria-hidden="true" />
                    </a>
                  </IconButton>
                )}
                {actions?.(photo)}
                <DialogPrimitive.Close asChild>
                  <IconButton label="Close viewer" className="text-white hover:bg-white/15 hover:text-white">
                    <X aria-hidden="true" />
                  </IconButton>
                </DialogPrimitive.Close>
              </div>
              <div
                className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-16"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  swipeStart.current = null;
                }}
              >
                <PhotoImage
                  key={photo.id}
                  src={photo.src}
                  alt={photo.caption ?? photo.title}
                  loading="eager"
                  draggable={false}
                  className="max-h-full max-w-full object-contain"
                />
                {count > 1 && (
                  <>
                    <IconButton
                      label="Previous photo"
                      onClick={() => step(-1)}
                      className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-slate-900/60 text-white hover:bg-slate-900/80 hover:text-white"
                    >
                      <ChevronLeft aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label="Next photo"
                      onClick={() => step(1)}
                      className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-slate-900/60 text-white hover:bg-slate-900/80 hover:text-white"
                    >
                      <ChevronRight aria-hidden="true" />
                    </IconButton>
                  </>
                )}
              </div>
              {photo.caption && (
                <p className="mx-auto max-w-3xl px-4 pt-2 pb-4 text-center text-sm break-words text-slate-100">
                  {photo.caption}
                </p>
              )}
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
