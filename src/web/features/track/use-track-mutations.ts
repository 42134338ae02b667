import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidateRoute } from '@/lib/queries/route';
import { clearTrack, type ImportMode, importTrack } from './track-api';

export interface ImportInput {
  file: File;
  mode: ImportMode;
  waypointsAsStops: boolean;
}

export function useImportTrack(tripId: number, onImported: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode, waypointsAsStops }: ImportInput) =>
      importTrack(tripId, file, mode, waypointsAsStops),
    onSuccess: async ({ pointsImported, stopsAdded }) => {
      onImported();
      toast({ title: 'Route imported', description: `${pointsImported} points, ${stopsAdded} stops` });
      await invalidateRoute(queryClient, tripId);
    },
    onError: (error) => toastError('Import failed', error),
  });
}

export function useClearTrack(tripId: number, onCleared: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearTrack(tripId),
    onSuccess: async () => {
      onCleared();
      toast({ title: 'Route cleared' });
      await invalidateRoute(queryClient, tripId);
    },
    onError: (error) => toastError('Could not clear the route', error),
  });
}
