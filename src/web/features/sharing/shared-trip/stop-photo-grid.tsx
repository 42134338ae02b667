import { PhotoImage } from '@/components/ui/photo-image';
import { VirtualGrid } from '@/components/ui/virtual-grid';
import { thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';

const STOP_COLUMNS = { base: 2, sm: 3, lg: 4 };

interface StopPhotoGridProps {
  photos: readonly Photo[];
  /** Opens the photo in the full-screen viewer. */
  onOpen: (photo: Photo) => void;
  /** Draw only the rows near the screen: the page decides, from all the photos it shows. */
  virtualize: boolean;
  label?: string;
  columns?: { base: number; sm: number; lg: number };
}

/** Photos with their captions; a photo opens in the full-screen viewer. */
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
