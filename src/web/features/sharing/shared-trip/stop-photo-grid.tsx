import { PhotoImage } from '@/components/ui/photo-image';
import { VirtualGrid } from '@/components/ui/virtual-grid';
import { originalUrl, thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';
import { openFullSize } from './open-full-size';

const COLUMNS = { base: 2, sm: 3, lg: 4 };

interface StopPhotoGridProps {
  photos: readonly Photo[];
  /** Whether the link lets a photo open full size in a new window; else the thumbnails are all there is. */
  canOpenFullSize: boolean;
  /** Draw only the rows near the screen: the page decides, from all the photos it shows. */
  virtualize: boolean;
}

/** The stop's photos with their captions; a photo opens full size in a new window when the link allows it. */
export function StopPhotoGrid({ photos, canOpenFullSize, virtualize }: StopPhotoGridProps) {
  return (
    <VirtualGrid
      items={photos}
      label="Photos"
      columns={COLUMNS}
      gap={8}
      virtualize={virtualize}
      getKey={(photo) => photo.id}
      itemClassName="group rounded-xl border bg-muted"
      renderItem={(photo) => (
        <>
          {canOpenFullSize ? (
            <button
              type="button"
              aria-label={`Open ${photo.originalName} full size`}
              onClick={() => openFullSize(originalUrl(photo), photo.originalName)}
              className="block size-full focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
            >
              <PhotoImage
                src={thumbnailUrl(photo)}
                alt={photo.caption ?? photo.originalName}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          ) : (
            <PhotoImage
              src={thumbnailUrl(photo)}
              alt={photo.caption ?? photo.originalName}
              className="size-full object-cover"
            />
          )}
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
