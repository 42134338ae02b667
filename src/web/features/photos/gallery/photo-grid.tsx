import { Button } from '@/components/ui/button';
import { VirtualGrid } from '@/components/ui/virtual-grid';
import type { Photo } from '../../../../common/contract/photos';
import { PhotoTile } from './photo-tile';

const COLUMNS = { base: 2, md: 3, lg: 4 };

interface PhotoGridProps {
  photos: readonly Photo[];
  shown: number;
  onShowMore: () => void;
  stopName: (photo: Photo) => string | null;
  canEdit: boolean;
  onOpen: (photoId: number) => void;
}

export function PhotoGrid({ photos, shown, onShowMore, stopName, canEdit, onOpen }: PhotoGridProps) {
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
