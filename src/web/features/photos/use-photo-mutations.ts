import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidatePhotos } from '@/lib/queries/photos';
import { invalidateTrip, tripQueryOptions } from '@/lib/queries/trip';
import { useVersionedSave } from '@/lib/use-versioned-save';
import type { Photo } from '../../../common/contract/photos';
import {
  chooseCoverPhoto,
  createStopFromPhoto,
  deletePhoto,
  type PhotoChanges,
  removeAutoTag,
  savePhoto,
  updatePhoto,
} from './photo-api';
import { invalidatePhotoSearches } from './queries/photo-search';

/** Saves caption and tags from the version the edit started at, offering to re-apply them over a newer one. */
export function useEditPhoto(photo: Photo, onDone: () => void) {
  const queryClient = useQueryClient();
  return useVersionedSave({
    version: photo.version,
    send: (changes: PhotoChanges, version) => savePhoto(photo, changes, version),
    onKept: () =>
      toast({ title: 'Saved on this device', description: 'The change is sent when the network returns.' }),
    onSaved: () => {
      toast({ title: 'Photo updated' });
      return refreshPhotos(queryClient, photo.tripId);
    },
    onStale: () => void refreshPhotos(queryClient, photo.tripId),
    onDone,
    errorTitle: 'Error',
    errorFallback: 'Failed to update photo',
  });
}

const refreshPhotos = (queryClient: QueryClient, tripId: number) =>
  Promise.all([invalidatePhotos(queryClient, tripId), invalidatePhotoSearches(queryClient)]);

/** Saves over whatever is stored (last write wins): for one-click changes that start from no edit. */
export function useUpdatePhoto(photo: Photo, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PhotoChanges) => updatePhoto(photo.id, changes),
    onSuccess: async () => {
      onSaved();
      toast({ title: 'Photo updated' });
      await refreshPhotos(queryClient, photo.tripId);
    },
    onError: (error) => toastError('Error', error, 'Failed to update photo'),
  });
}

export function useDeletePhoto(photo: Photo, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePhoto(photo.id),
    onSuccess: async () => {
      onDeleted();
      toast({ title: 'Photo deleted' });
      await refreshPhotos(queryClient, photo.tripId);
    },
    onError: () =>
      toast({
        title: 'Delete failed',
        description: 'Failed to delete the photo. Please try again.',
        variant: 'destructive',
      }),
  });
}

export function useCreateStopFromPhoto(photo: Photo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createStopFromPhoto(photo.id),
    onSuccess: async ({ autoCreatedStop: stop, created }) => {
      if (!stop) {
        toast({
          title: 'No GPS data found',
          description:
            "This photo doesn't contain location data. Try uploading photos taken with location services enabled.",
        });
      } else if (created) {
        toast({ title: 'Stop created', description: stop.name });
      } else {
        toast({ title: 'Photo added to a stop nearby', description: stop.name });
      }
      await invalidatePhotos(queryClient, photo.tripId);
    },
    onError: () =>
      toast({
        title: 'Failed to create stop',
        description: 'Could not create stop from photo. Please try again.',
        variant: 'destructive',
      }),
  });
}

/** Takes an automatic tag off the photo for good. */
export function useRemoveAutoTag(photo: Photo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => removeAutoTag(photo.id, tag),
    onSuccess: async (_photo, tag) => {
      toast({ title: 'Tag removed', description: tag });
      await refreshPhotos(queryClient, photo.tripId);
    },
    onError: (error) => toastError('Error', error, 'Failed to remove the tag'),
  });
}

/** Makes the photo the trip's cover, or (when it is the cover) goes back to the trip's first photo. */
export function useChooseCover(photo: Photo, isCover: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chooseCoverPhoto(photo.tripId, isCover ? null : photo.id),
    onSuccess: async (trip) => {
      queryClient.setQueryData(tripQueryOptions(photo.tripId).queryKey, trip);
      toast({ title: isCover ? 'Cover photo removed' : 'Cover photo chosen' });
      await invalidateTrip(queryClient, photo.tripId);
    },
    onError: (error) => toastError('Error', error),
  });
}
