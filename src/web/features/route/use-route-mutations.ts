import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidateRoute } from '@/lib/queries/route';
import { clearRoute, type ImportMode, importRoute } from './route-api';

export interface ImportInput {
  file: File;
  mode: ImportMode;
  waypointsAsStops: boolean;
}

export function useImportRoute(tripId: number, onImported: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode, waypointsAsStops }: ImportInput) =>
      importRoute(tripId, file, mode, waypointsAsStops),
    onSuccess: async ({ pointsImported, stopsAdded }) => {
      onImported();
      toast({ title: 'Route imported', description: `${pointsImported} points, ${stopsAdded} stops` });
      await invalidateRoute(queryClient, tripId);
    },
    onError: (error) => toastError('Import failed', error),
  });
}

export function useClearRoute(tripId: number, onCleared: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearRoute(tripId),
    onSuccess: async () => {
      onCleared();
      toast({ title: 'Route cleared' });
      await invalidateRoute(queryClient, tripId);
    },
    onError: (error) => toastError('Could not clear the route', error),
  });
}
