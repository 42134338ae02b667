import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import type { PhotoSearchHit } from '../../../../common/contract/photos';
import { PhotoGrid } from '../gallery/photo-grid';
import { usePhotoSearch } from '../queries/photo-search';

interface PhotoSearchResultsProps {
  q: string;
  tripId?: number;
  stopName: (photo: PhotoSearchHit) => string | null;
  caption?: (photo: PhotoSearchHit) => string | null;
  canEdit: boolean;
  onOpen: (photo: PhotoSearchHit) => void;
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'photo' : 'photos'}`;

/** The photos matching a search, best first, a page at a time. */
export function PhotoSearchResults({
  q,
  tripId,
  stopName,
  caption,
  canEdit,
  onOpen,
}: PhotoSearchResultsProps) {
  const search = usePhotoSearch({ q, tripId });
  const pages = search.data?.pages ?? [];
  const photos = pages.flatMap((page) => page.photos);
  const total = pages[0]?.total ?? 0;

  if (search.isPending) {
    return <SectionSpinner label="Searching photos…" />;
  }
  if (search.isError) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {errorMessage(search.error)}
      </p>
    );
  }
  if (photos.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No photos match “${q.trim()}”`}
        description="Try another word: what is in the photo, the place, the time of day, or a month and year."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {`${count(total)} ${total === 1 ? 'matches' : 'match'} “${q.trim()}”`}
      </p>
      <PhotoGrid
        photos={photos}
        shown={photos.length}
        onShowMore={() => undefined}
        stopName={stopName}
        caption={caption}
        canEdit={canEdit}
        onOpen={(photoId) => {
          const photo = photos.find((candidate) => candidate.id === photoId);
          if (photo) onOpen(photo);
        }}
      />
      {search.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage && <Spinner />}
          Load More
        </Button>
      )}
    </div>
  );
}
