import { Badge } from '@/components/ui/badge';
import { PhotoImage } from '@/components/ui/photo-image';
import { thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';

const SHOWN = 3;

/** The first three photos of the trip, with a count of the rest. */
export function TripPhotoStrip({ photos }: { photos: readonly Photo[] }) {
  if (photos.length === 0) return null;
  const more = photos.length - SHOWN;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {photos.slice(0, SHOWN).map((photo) => (
        <PhotoImage
          key={photo.id}
          src={thumbnailUrl(photo)}
          alt={photo.caption ?? photo.originalName}
          loading="eager"
          className="size-20 rounded-xl border bg-muted object-cover shadow-sm sm:size-24"
        />
      ))}
      {more > 0 && <Badge variant="info">{`+${more} more photos`}</Badge>}
    </div>
  );
}
