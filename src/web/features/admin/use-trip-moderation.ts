import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { invalidateTrip, tripQueryOptions } from '@/lib/queries/trip';
import { tripsQueryOptions } from '@/lib/queries/trips';
import { deleteTrip, setTripStatus } from './admin-api';
import { refreshAdmin } from './refresh-admin';
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
        refreshAdmin(queryClient, 'trips', 'reports'),
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
      queryClient.removeQueries({ queryKey: tripQueryOptions(trip.id).queryKey });
      await Promise.all([
        refreshAdmin(queryClient, 'trips', 'stats', 'users', 'reports', 'analytics'),
        queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey, exact: true }),
      ]);
    },
    onSettled,
  });
}
