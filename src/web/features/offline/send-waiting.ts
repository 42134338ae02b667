import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { onWriteSent, startSendingWaitingWrites } from '@/lib/outbox/sync';
import { photosQueryOptions } from '@/lib/queries/photos';
import { invalidateStops } from '@/lib/queries/stops';

/**
 * From the app's start: the changes kept on this device are sent now and whenever the network returns, and the
 * trip each one changed is read again once the server has it.
 */
export function startSendingWaitingChanges(queryClient: QueryClient): void {
  onWriteSent(async (write, reply) => {
    const stopId = (reply as { id?: unknown } | null)?.id;
    if (write.nameFromPlace && typeof stopId === 'number') {
      await apiRequest('POST', `/api/stops/${stopId}/find-place-name`).catch(() => undefined);
    }
    await Promise.all([
      invalidateStops(queryClient, write.tripId),
      queryClient.invalidateQueries({ queryKey: photosQueryOptions(write.tripId).queryKey }),
    ]);
  });
  startSendingWaitingWrites();
}
