import { Button } from '@/components/ui/button';
import { VirtualGrid } from '@/components/ui/virtual-grid';
import type { Photo } from '../../../../common/contract/photos';
import { PhotoTile } from './photo-tile';

const COLUMNS = { base: 2, md: 3, lg: 4 };

interface PhotoGridProps<P extends Photo> {
  photos: readonly P[];
  shown: number;
  onShowMore: () => void;
  stopName: (photo: P) => string | null;
  /** A line under the stop's name: where else the photo belongs (a search across trips names its trip). */
  caption?: (photo: P) => string | null;
  canEdit: boolean;
  onOpen: (photoId: number) => void;
}

export function PhotoGrid<P extends Photo>({
  photos,
  shown,
  onShowMore,
  stopName,
  caption,
  canEdit,
  onOpen,
}: PhotoGridProps<P>) {
  return (
    <div className="grid gap-5">
      <VirtualGrid
        items={photos.slice(0, shown)}
        label="Photos"
        columns={COLUMNS}
        gap={12}
        getKey={(photo) => photo.id}
        itemClassName="group rounded-xl border bg-muted shadow-sm"
        renderItem={(photo, index) => (
          <PhotoTile
            photo={photo}
            firstRow={index < COLUMNS.lg}
            stopName={stopName(photo)}
            caption={caption?.(photo) ?? null}
            canEdit={canEdit}
            onOpen={() => onOpen(photo.id)}
          />
        )}
      />
      {photos.length > shown && (
        <Button variant="outline" className="justify-self-center" onClick={onShowMore}>
          Load More
        </Button>
      )}
    </div>
  );
}
