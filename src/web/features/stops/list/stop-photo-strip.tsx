import { useRef } from 'react';
import { StopPhotoGrid } from '@/components/stop/stop-photo-grid';
import type { GridColumns } from '@/components/ui/virtual-grid';
import { useEverTrue } from '@/lib/use-ever-true';
import { useNearScreen } from '@/lib/use-near-screen';
import type { Photo } from '../../../../common/contract/photos';

/**
 * A stop's photos in the timeline, drawn once the stop comes within a screen of view: a trip of a hundred stops
 * then opens with the photos of the few in view, not a grid for every stop.
 */
export function StopPhotoStrip(props: {
  photos: readonly Photo[];
  label: string;
  columns: GridColumns;
  onOpen: (photo: Photo) => void;
  virtualize: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useEverTrue(useNearScreen(ref));
  return <div ref={ref}>{near && <StopPhotoGrid {...props} />}</div>;
}
