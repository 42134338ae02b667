import { PhotoImage } from '@/components/ui/photo-image';
import { type GridColumns, VirtualGrid } from '@/components/ui/virtual-grid';
import { thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../common/contract/photos';

const STOP_COLUMNS = { base: 2, sm: 3, lg: 4 };

interface StopPhotoGridProps {
  photos: readonly Photo[];
  /** Opens the photo in the full-screen viewer. */
  onOpen: (photo: Photo) => void;
  /** Draw only the rows near the screen: the page decides, from all the photos it shows. */
  virtualize: boolean;
  label?: string;
  columns?: GridColumns;
}

/** A stop's photos (or a trip's) with their captions; a photo opens in the full-screen viewer. */
export function StopPhotoGrid({
  photos,
  onOpen,
  virtualize,
  label = 'Photos',
  columns = STOP_COLUMNS,
}: StopPhotoGridProps) {
  return (
    <VirtualGrid
      items={photos}
      label={label}
      columns={columns}
      gap={8}
      virtualize={virtualize}
      getKey={(photo) => photo.id}
      itemClassName="group rounded-xl border bg-muted"
      renderItem={(photo) => (
        <>
          <button
            type="button"
            aria-label={`Open ${photo.originalName} full size`}
            onClick={() => onOpen(photo)}
            className="block size-full focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <PhotoImage
              src={thumbnailUrl(photo)}
              alt={photo.caption ?? photo.originalName}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          </button>
          {photo.caption && (
            <p className="pointer-events-none absolute inset-x-0 bottom-0 line-clamp-2 bg-linear-to-t from-slate-950/80 to-transparent px-2 pt-6 pb-1.5 text-xs text-white">
              {photo.caption}
            </p>
          )}
        </>
      )}
    />
  );
}

/** Photos filed by their stop's id (null for those without one), in one pass over them. */
export function photosByStop(photos: readonly Photo[]): Map<number | null, Photo[]> {
  const byStop = new Map<number | null, Photo[]>();
  for (const photo of photos) {
    const ofStop = byStop.get(photo.stopId);
    if (ofStop) ofStop.push(photo);
    else byStop.set(photo.stopId, [photo]);
  }
  return byStop;
}
