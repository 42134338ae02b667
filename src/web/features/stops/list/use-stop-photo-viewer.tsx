import { useCallback, useMemo, useState } from 'react';
import { photosByStop } from '@/components/stop/stop-photo-grid';
import { fullSizeViewerPhoto, PhotoViewer, useViewerPhotos } from '@/components/ui/photo-viewer';
import { VIRTUALIZE_FROM } from '@/components/ui/virtual-grid';
import type { Photo } from '../../../../common/contract/photos';

const NONE: Photo[] = [];

/**
 * Each stop's photos for its row, and the one full-screen viewer they open in, stepping through the photos of
 * the stop whose photo was opened.
 */
export function useStopPhotoViewer(photos: readonly Photo[]) {
  const [viewing, setViewing] = useState<{ stopId: number; photoId: number } | null>(null);
  const byStop = useMemo(() => photosByStop(photos), [photos]);
  const photosOf = useCallback((stopId: number) => byStop.get(stopId) ?? NONE, [byStop]);
  const open = useCallback((photo: Photo) => {
    if (photo.stopId !== null) setViewing({ stopId: photo.stopId, photoId: photo.id });
  }, []);
  const viewerPhotos = useViewerPhotos(
    viewing ? photosOf(viewing.stopId) : NONE,
    viewing !== null,
    fullSizeViewerPhoto,
  );
  const index = viewerPhotos.findIndex((photo) => photo.id === viewing?.photoId);
  const viewer = (
    <PhotoViewer
      photos={viewerPhotos}
      index={index === -1 ? null : index}
      onIndexChange={(next) => {
        const photo = next === null ? undefined : viewerPhotos[next];
        setViewing(viewing && photo ? { stopId: viewing.stopId, photoId: photo.id } : null);
      }}
    />
  );
  return { photosOf, open, virtualize: photos.length > VIRTUALIZE_FROM, viewer };
}
