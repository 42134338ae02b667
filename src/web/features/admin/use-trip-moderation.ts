import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { invalidateTrip, tripQueryKey, tripsQueryKey } from '@/lib/query-keys';
import { deleteTrip, setTripStatus } from './admin-api';
import { adminQueryKeys, refreshAdmin } from './queries';
import type { AdminTrip } from './types';

/** Suspends an active trip or makes a suspended one active again; failures show no error toast. */
export function useToggleTripSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: AdminTrip) =>
      setTripStatus(trip.id, trip.status === 'suspended' ? 'active' : 'suspended'),
    onSuccess: async (updated, trip) => {
      toast({ title: 'Trip status updated', description: `${trip.title} is now ${updated.status}.` });
      await Promise.all([
        refreshAdmin(queryClient, adminQueryKeys.trips, adminQueryKeys.reports),
        invalidateTrip(queryClient, trip.id),
      ]);
    },
  });
}

/** Deletes a trip with everything in it; failures show no error toast. */
export function useDeleteTrip(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: AdminTrip) => deleteTrip(trip.id),
    onSuccess: async (_answer, trip) => {
      toast({ title: 'Trip deleted', description: `${trip.title} and everything in it are gone.` });
      queryClient.removeQueries({ queryKey: tripQueryKey(trip.id) });
      await Promise.all([
        refreshAdmin(
          queryClient,
          adminQueryKeys.trips,
          adminQueryKeys.stats,
          adminQueryKeys.users,
          adminQueryKeys.reports,
          adminQueryKeys.analytics,
        ),
        queryClient.invalidateQueries({ queryKey: tripsQueryKey, exact: true }),
      ]);
    },
    onSettled,
  });
}
