import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { tripQueryOptions } from '@/lib/queries/trip';
import { tripsQueryOptions } from '@/lib/queries/trips';
import { useVersionedSave } from '@/lib/use-versioned-save';
import type { TripDetail } from '../../../common/contract/trips';
import type { CreateTripInput, UpdateTripInput } from '../../../common/schemas/trips';
import { statusForNewTrip, type TripKind } from '../../../common/trips/trip-rules';
import { createTrip, deleteTrip, updateTrip } from './trip-api';

export function useDeleteTrip(trip: { id: number }, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTrip(trip.id),
    onSuccess: async () => {
      onDeleted();
      toast({ title: 'Trip deleted' });
      queryClient.removeQueries({ queryKey: tripQueryOptions(trip.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey, exact: true });
    },
    onError: (error) => toastError('Error', error),
  });
}

/** Saves the trip's details from the version the edit started at, offering to re-apply them over a newer one. */
export function useEditTrip(trip: { id: number; version: number }, onDone: () => void) {
  const queryClient = useQueryClient();
  return useVersionedSave({
    version: trip.version,
    send: (input: UpdateTripInput, version) => updateTrip(trip.id, input, version),
    onSaved: (updated) => {
      queryClient.setQueryData(tripQueryOptions(trip.id).queryKey, updated);
      toast({ title: 'Trip updated' });
      return queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey, exact: true });
    },
    onStale: () =>
      void queryClient.invalidateQueries({ queryKey: tripQueryOptions(trip.id).queryKey, exact: true }),
    onDone,
    errorTitle: 'Update failed',
  });
}

export function useCreateTrip(kind: TripKind, onCreated: (trip: TripDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTripInput) =>
      createTrip({ ...input, status: statusForNewTrip(kind, input.startDate) }),
    onSuccess: async (trip) => {
      await queryClient.invalidateQueries({ queryKey: tripsQueryOptions().queryKey, exact: true });
      onCreated(trip);
    },
    onError: (error) => toastError('Error', error),
  });
}
