import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { onWriteSent, startSendingWaitingWrites } from '@/lib/outbox/sync';
import type { WaitingWrite } from '@/lib/outbox/waiting-write';
import { refreshTripParts } from '@/lib/queries/gathered-refresh';
import { photosChanged } from '@/lib/queries/photo-changes';

const isPhotoWrite = (write: WaitingWrite) =>
  write.url.startsWith('/api/photos/') || /^\/api\/trips\/\d+\/photos$/.test(write.url);

/**
 * From the app's start: the changes kept on this device are sent now and whenever the network returns, and what
 * each one changed is read again once the server has it, gathered with the others sent in the same moment: a
 * hundred changes sent together cost a few reads of their trip, not three each.
 */
export function startSendingWaitingChanges(queryClient: QueryClient): void {
  onWriteSent(async (write, reply) => {
    const id = (reply as { id?: unknown } | null)?.id;
    if (write.nameFromPlace && typeof id === 'number') {
      await apiRequest('POST', `/api/stops/${id}/find-place-name`).catch(() => undefined);
    }
    // A photo's upload may make a stop, and any change moves the trip's card and figures.
    refreshTripParts(queryClient, write.tripId, ['stops']);
    if (isPhotoWrite(write) && typeof id === 'number') photosChanged(queryClient, write.tripId, [id]);
  });
  startSendingWaitingWrites();
}
