import { Images, Info, Upload } from 'lucide-react';
import { memo, Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { fullSizeViewerPhoto, PhotoViewer, useViewerPhotos } from '@/components/ui/photo-viewer';
import { SectionSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { PlaceByRouteButton } from '../place-by-route/place-by-route-button';
import { PhotoSearchField } from '../search/photo-search-field';
import { PhotoSearchResults } from '../search/photo-search-results';
import { UploadPhotosDialog } from '../upload/lazy-upload-photos-dialog';
import { PhotoDetailsDialog } from './lazy-photo-details-dialog';
import { PhotoGrid } from './photo-grid';
import { groupPhotos } from './photo-groups';

const PAGE_SIZE = 12;

const ALL_PHOTOS = 'all';

interface PhotoGalleryProps {
  tripId: number;
  photos: readonly Photo[];
  stops: readonly Stop[];
  isLoading: boolean;
  canEdit: boolean;
  /** The photo the trip is shown by, when the owner chose one. */
  coverPhotoId: number | null;
}

/**
 * The trip's photos by location, twelve at a time, with upload for the owner. A photo opens in the full-screen
 * viewer, stepping through the chosen location's photos; its details (and the owner's edit tools) open from there,
 * in place of the viewer.
 *
 * A boundary of its own: on a page the server drew, React takes the gallery over once the rest of the page (the map
 * among it) has been drawn, or at once should the reader use it first. Nothing in it suspends.
 */
export const PhotoGallery = memo(function PhotoGallery(props: PhotoGalleryProps) {
  return (
    <Suspense>
      <GalleryCard {...props} />
    </Suspense>
  );
});

function GalleryCard({ tripId, photos, stops, isLoading, canEdit, coverPhotoId }: PhotoGalleryProps) {
  const [tab, setTab] = useState(ALL_PHOTOS);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [openPhotoId, setOpenPhotoId] = useState<number | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query, 300).trim();

  // Worked out again only when the photos or stops change, not at every keystroke in the search field.
  const stopNames = useMemo(() => new Map(stops.map((stop) => [stop.id, stop.name])), [stops]);
  const stopName = (photo: Photo) => (photo.stopId === null ? null : (stopNames.get(photo.stopId) ?? null));
  const { all, groups } = useMemo(() => {
    const everyPhoto = { value: ALL_PHOTOS, name: 'All Locations', photos };
    return { all: everyPhoto, groups: [everyPhoto, ...groupPhotos(photos, stops)] };
  }, [photos, stops]);
  const active = groups.find((group) => group.value === tab) ?? all;
  const openPhoto = photos.find((photo) => photo.id === openPhotoId) ?? null;
  const searching = query.trim() !== '' && searched !== '';
  const viewerPhotos = useViewerPhotos(active.photos, viewingId !== null, fullSizeViewerPhoto);
  const viewing = viewerPhotos.findIndex((photo) => photo.id === viewingId);

  const showTab = (value: string, count = PAGE_SIZE) => {
    setTab(value);
    setShown(count);
  };

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Trip Photos</CardTitle>
          <CardDescription>{`All ${photos.length} photos organized by location`}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {photos.length > 0 && (
            <PhotoSearchField
              value={query}
              onChange={setQuery}
              label="Search this trip's photos"
              className="w-full sm:w-72"
            />
          )}
          {photos.length > 0 && (
            <Button variant="outline" size="sm" onClick={() => showTab(ALL_PHOTOS, Number.POSITIVE_INFINITY)}>
              <Images aria-hidden="true" />
              View All
            </Button>
          )}
          {canEdit && <PlaceByRouteButton tripId={tripId} photos={photos} />}
          {canEdit && (
            <Button size="sm" onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden="true" />
              Upload Photos
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <SectionSpinner label="Loading photos…" />
        ) : searching ? (
          <PhotoSearchResults
            q={searched}
            tripId={tripId}
            stopName={stopName}
            canEdit={canEdit}
            onOpen={(photo) => setOpenPhotoId(photo.id)}
          />
        ) : photos.length === 0 ? (
          <EmptyState
            icon={Images}
            title="No photos yet"
            description={
              canEdit
                ? 'Upload photos to create a beautiful gallery of your trip memories.'
                : 'The photos of this trip will appear here.'
            }
          >
            {canEdit && (
              <Button variant="outline" onClick={() => setUploadOpen(true)}>
                <Upload aria-hidden="true" />
                Add your first photos
              </Button>
            )}
          </EmptyState>
        ) : (
          <Tabs value={active.value} onValueChange={(value) => showTab(value)}>
            <TabsList className="flex w-full justify-start overflow-x-auto">
              {groups.map((group) => (
                <TabsTrigger key={group.value} value={group.value} className="flex-none">
                  {`${group.name} (${group.photos.length})`}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={active.value}>
              <PhotoGrid
                photos={active.photos}
                shown={shown}
                onShowMore={() => setShown((count) => count + PAGE_SIZE)}
                stopName={stopName}
                canEdit={canEdit}
                onOpen={setViewingId}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <PhotoViewer
        photos={viewerPhotos}
        index={viewing === -1 ? null : viewing}
        onIndexChange={(index) => setViewingId(index === null ? null : (viewerPhotos[index]?.id ?? null))}
        actions={(photo) => (
          <IconButton
            label="Photo details"
            onClick={() => {
              setViewingId(null);
              setOpenPhotoId(photo.id);
            }}
            className="text-white hover:bg-white/15 hover:text-white"
          >
            <Info aria-hidden="true" />
          </IconButton>
        )}
      />
      <PhotoDetailsDialog
        photo={openPhoto}
        stopName={openPhoto && stopName(openPhoto)}
        canEdit={canEdit}
        isCover={openPhoto !== null && openPhoto.id === coverPhotoId}
        onClose={() => setOpenPhotoId(null)}
      />
      {canEdit && <UploadPhotosDialog tripId={tripId} open={uploadOpen} onOpenChange={setUploadOpen} />}
    </Card>
  );
}
