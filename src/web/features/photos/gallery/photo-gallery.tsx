import { Images, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import { UploadPhotosDialog } from '../upload/upload-photos-dialog';
import { PhotoDetailsDialog } from './photo-details-dialog';
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
}

/** The trip's photos by location, twelve at a time, with upload for the owner. */
export function PhotoGallery({ tripId, photos, stops, isLoading, canEdit }: PhotoGalleryProps) {
  const [tab, setTab] = useState(ALL_PHOTOS);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [openPhotoId, setOpenPhotoId] = useState<number | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const stopNames = new Map(stops.map((stop) => [stop.id, stop.name]));
  const stopName = (photo: Photo) => (photo.stopId === null ? null : (stopNames.get(photo.stopId) ?? null));
  const all = { value: ALL_PHOTOS, name: 'All Locations', photos };
  const groups = [all, ...groupPhotos(photos, stops)];
  const active = groups.find((group) => group.value === tab) ?? all;
  const openPhoto = photos.find((photo) => photo.id === openPhotoId) ?? null;

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
            <Button variant="outline" size="sm" onClick={() => showTab(ALL_PHOTOS, Number.POSITIVE_INFINITY)}>
              <Images aria-hidden="true" />
              View All
            </Button>
          )}
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
          <div role="status" className="flex justify-center py-10">
            <Spinner className="size-6 text-primary" />
            <span className="sr-only">Loading photos…</span>
          </div>
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
                onOpen={setOpenPhotoId}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <PhotoDetailsDialog
        photo={openPhoto}
        stopName={openPhoto && stopName(openPhoto)}
        canEdit={canEdit}
        onClose={() => setOpenPhotoId(null)}
      />
      {canEdit && <UploadPhotosDialog tripId={tripId} open={uploadOpen} onOpenChange={setUploadOpen} />}
    </Card>
  );
}
