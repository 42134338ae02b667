import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { photosQueryOptions } from '@/lib/queries/photos';
import { invalidateStops, stopsQueryOptions } from '@/lib/queries/stops';
import { useVersionedSave } from '@/lib/use-versioned-save';
import type { Stop } from '../../../common/contract/stops';
import { DEFAULT_VISIT_TYPE } from '../../../common/trips/stop-rules';
import { outOfDateOrder } from './list/date-order';
import {
  createStop,
  deleteStop,
  findPlaceName,
  type NewStop,
  reorderStops,
  type StopChanges,
  updateStop,
} from './stop-api';

/** Saves changes to a stop from the version the edit started at, offering to re-apply them over a newer one. */
export function useSaveStop(stop: Stop, onSaved: () => void, savedTitle?: string) {
  const queryClient = useQueryClient();
  return useVersionedSave({
    version: stop.version,
    send: (changes: StopChanges, version) => updateStop(stop, changes, version),
    onKept: () =>
      toast({ title: 'Saved on this device', description: 'The change is sent when the network returns.' }),
    onSaved: () => {
      if (savedTitle) toast({ title: savedTitle });
      return invalidateStops(queryClient, stop.tripId);
    },
    onStale: () => void invalidateStops(queryClient, stop.tripId),
    onDone: onSaved,
    errorTitle: 'Error',
    errorFallback: 'Failed to update stop',
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
        queryClient.invalidateQueries({ queryKey: photosQueryOptions(stop.tripId).queryKey }),
      ]);
    },
    onError: (error) => toastError('Error', error),
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
    onError: (error) => toastError('Error', error, 'Failed to find place name. Please try again.'),
  });
}

/** The toast of a stop kept on the device: it is on the trip's list of waiting changes meanwhile. */
const keptToast = () =>
  toast({ title: 'Saved on this device', description: 'The stop is sent when the network returns.' });

export function useAddStop(tripId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stop: NewStop) => createStop(tripId, stop),
    onSuccess: async (added) => {
      onDone();
      if (added === 'kept') return keptToast();
      toast({ title: 'Stop added' });
      await invalidateStops(queryClient, tripId);
    },
    onError: (error) => toastError('Error', error),
  });
}

/**
 * "I'm here": a stop where the device is, at this moment, kept on the device without a network. Its name is
 * the time until the server finds the place's own.
 */
export function useStopHere(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const position = await currentPosition();
      const now = new Date();
      const stop: NewStop = {
        tripId,
        name: `Here at ${now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`,
        latitude: Number(position.coords.latitude.toFixed(6)),
        longitude: Number(position.coords.longitude.toFixed(6)),
        arrivalTime: now.toISOString(),
        description: null,
        visitType: DEFAULT_VISIT_TYPE,
      };
      const added = await createStop(tripId, stop, true);
      if (added !== 'kept') await findPlaceName(added.id).catch(() => undefined);
      return added;
    },
    onSuccess: async (added) => {
      if (added === 'kept') return keptToast();
      toast({ title: 'Stop added where you are' });
      await invalidateStops(queryClient, tripId);
    },
    onError: (error) => toastError('Could not add a stop here', error),
  });
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell where you are.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      () => reject(new Error('Your position is not available: allow location for Roadbook and try again.')),
      {
        enableHighAccuracy: true,
        timeout: 20_000,
        // Where the traveller is now: a position from a minute ago may be the last stop's.
        maximumAge: 0,
      },
    );
  });
}

/** Saves the owner's own order, showing it at once and going back to the saved one if it fails. */
export function useReorderStops(tripId: number) {
  const queryClient = useQueryClient();
  const key = stopsQueryOptions(tripId).queryKey;
  return useMutation({
    mutationFn: (stopIds: number[]) => reorderStops(tripId, stopIds),
    onMutate: async (stopIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Stop[]>(key);
      const place = new Map(stopIds.map((id, index) => [id, index + 1]));
      queryClient.setQueryData<Stop[]>(key, (stops) =>
        stops?.map((stop) => ({ ...stop, stopOrder: place.get(stop.id) ?? stop.stopOrder })),
      );
      return { before };
    },
    onSuccess: (_saved, stopIds, context) => {
      const byId = new Map((context?.before ?? []).map((stop) => [stop.id, stop]));
      const broken = outOfDateOrder(stopIds.flatMap((id) => byId.get(id) ?? []));
      if (broken) {
        toast({
          title: 'Stops reordered',
          description: `${broken.moved} now comes after ${broken.before}, though you arrived there first. The trip shows your order everywhere.`,
        });
      }
    },
    onError: (error, _ids, context) => {
      queryClient.setQueryData(key, context?.before);
      toastError('Error', error, 'Failed to save the new order of the stops');
    },
    onSettled: () => invalidateStops(queryClient, tripId),
  });
}
