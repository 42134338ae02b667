import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { photosQueryKey } from '../photos/queries';
import { invalidateStops } from './queries';
import { deleteStop, findPlaceName, type StopChanges, updateStop } from './stop-api';
import type { Stop } from './types';

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

export function useUpdateStop(stop: Stop, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: StopChanges) => updateStop(stop.id, changes),
    onSuccess: async () => {
      onSaved();
      toast({ title: 'Stop updated' });
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: (error) => failed(errorMessage(error) || 'Failed to update stop'),
  });
}

export function useRenameStop(stop: Stop, onRenamed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateStop(stop.id, { name }),
    onSuccess: async () => {
      onRenamed();
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: (error) => failed(errorMessage(error)),
  });
}

export function useDeleteStop(stop: Stop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStop(stop.id),
    onSuccess: async () => {
      toast({ title: 'Stop deleted', description: `${stop.name} was removed from the trip.` });
      await Promise.all([
        invalidateStops(queryClient, stop.tripId),
        queryClient.invalidateQueries({ queryKey: photosQueryKey(stop.tripId) }),
      ]);
    },
    onError: (error) => failed(errorMessage(error)),
  });
}

export function useFindPlaceName(stop: Stop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => findPlaceName(stop.id),
    onSuccess: async ({ name }) => {
      toast({ title: 'Place name found', description: `This stop is now called ${name}.` });
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: () => failed('Failed to find place name. Please try again.'),
  });
}
