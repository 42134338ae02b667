import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidatePhotos } from '@/lib/queries/photos';
import type { Photo } from '../../../common/contract/photos';
import { createStopFromPhoto, deletePhoto, type PhotoChanges, updatePhoto } from './photo-api';

export function useUpdatePhoto(photo: Photo, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PhotoChanges) => updatePhoto(photo.id, changes),
    onSuccess: async () => {
      onSaved();
      toast({ title: 'Photo updated' });
      await invalidatePhotos(queryClient, photo.tripId);
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
      await invalidatePhotos(queryClient, photo.tripId);
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
