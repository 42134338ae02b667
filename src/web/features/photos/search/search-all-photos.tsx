import { ImageIcon, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlanBadge } from '@/components/ui/plan-gate';
import { formatDate } from '@/lib/format';
import { useTrips } from '@/lib/queries/trips';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlanFeature } from '@/lib/use-plan-feature';
import { useSearchParam } from '@/lib/use-search-param';
import type { PhotoSearchHit } from '../../../../common/contract/photos';
import { PhotoDetailsDialog } from '../gallery/photo-details-dialog';
import { PhotoSearchField } from './photo-search-field';
import { PhotoSearchResults } from './photo-search-results';

/**
 * Search across every trip the traveller may read — their own and those shared with them. Their own photos open
 * with the owner's tools and a link to the trip.
 */
export function SearchAllPhotos() {
  const [initial] = useSearchParam('q');
  const [query, setQuery] = useState(initial ?? '');
  const searched = useDebouncedValue(query, 300).trim();
  const [openPhoto, setOpenPhoto] = useState<PhotoSearchHit | null>(null);
  const plan = usePlanFeature('photoSearch');
  const ownTrips = new Set((useTrips().data ?? []).map((trip) => trip.id));
  const own = (photo: PhotoSearchHit) => ownTrips.has(photo.tripId);

  return (
    <div className="grid gap-6">
      <PhotoSearchField value={query} onChange={setQuery} label="Search photos" className="max-w-xl" />
      {!plan.allowed ? (
        <EmptyState
          icon={ImageIcon}
          title="Find any photo by what is in it"
          description="Premium tags your photos by what they show, where and when they were taken — dog, sunset, Moab, june 2025 — and finds them across all your trips."
        >
          <Button asChild>
            <Link href="/subscribe">
              See plans
              <PlanBadge planName={plan.planName} />
            </Link>
          </Button>
        </EmptyState>
      ) : query.trim() === '' || searched === '' ? (
        <EmptyState
          icon={Search}
          title="Search all your photos"
          description="Type what is in a photo, a place, a time of day or a month: dog, sunset, Moab, june 2025."
        />
      ) : (
        <PhotoSearchResults
          q={searched}
          stopName={(photo) => photo.stopName}
          caption={(photo) => `${photo.tripTitle} · ${formatDate(photo.takenAt ?? photo.uploadedAt)}`}
          canEdit={false}
          onOpen={(photo) => setOpenPhoto(photo)}
        />
      )}
      <PhotoDetailsDialog
        photo={openPhoto}
        stopName={openPhoto?.stopName ?? null}
        canEdit={openPhoto !== null && own(openPhoto)}
        tripHref={openPhoto && own(openPhoto) ? `/trips/${openPhoto.tripId}` : undefined}
        onClose={() => setOpenPhoto(null)}
      />
    </div>
  );
}
