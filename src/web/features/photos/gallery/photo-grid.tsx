import { Button } from '@/components/ui/button';
import type { Photo } from '../../../../common/contract/photos';
import { PhotoTile } from './photo-tile';

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
      <ul aria-label="Photos" className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {photos.slice(0, shown).map((photo) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            stopName={stopName(photo)}
            canEdit={canEdit}
            onOpen={() => onOpen(photo.id)}
          />
        ))}
      </ul>
      {photos.length > shown && (
        <Button variant="outline" className="justify-self-center" onClick={onShowMore}>
          Load More
        </Button>
      )}
    </div>
  );
}
