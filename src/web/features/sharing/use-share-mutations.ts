import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidateTrip } from '@/lib/queries/trip';
import { tripSharesQueryOptions } from './queries/trip-shares';
import { createPublicLink, removePublicLink, removeShare, reportSharedTrip, shareTrip } from './sharing-api';
import type { ShareRecipient } from './types';

interface ShareRequest {
  recipient: ShareRecipient;
  /** How the recipient is named in the success toast. */
  name: string;
  message: string;
}

/** Shares with an account ("Trip shared") or invites an e-mail address ("Invitation sent"). */
export function useShareTrip(tripId: number, onShared: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipient, message }: ShareRequest) => shareTrip(tripId, recipient, message),
    onSuccess: async (_share, { recipient, name }) => {
      onShared();
      if ('sharedWithEmail' in recipient) {
        toast({ title: 'Invitation sent', description: `An invitation is on its way to ${name}.` });
      } else {
        toast({ title: 'Trip shared', description: `${name} can now see this trip.` });
      }
      await queryClient.invalidateQueries({ queryKey: tripSharesQueryOptions(tripId).queryKey });
    },
    onError: (error, { recipient }) => {
      if ('sharedWithEmail' in recipient) {
        toastError('Invitation failed', error, 'Could not send the invitation. Please try again.');
      } else {
        toastError('Share failed', error, 'Could not share this trip. Please try again.');
      }
    },
  });
}

export function useRemoveShare(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => removeShare(shareId),
    onSuccess: async () => {
      toast({ title: 'Share removed' });
      await queryClient.invalidateQueries({ queryKey: tripSharesQueryOptions(tripId).queryKey });
    },
    onError: (error) => toastError('Remove failed', error, 'Failed to remove share'),
  });
}

export function useCreatePublicLink(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPublicLink(tripId),
    onSuccess: async () => {
      toast({ title: 'Public link created', description: 'Anyone with the link can now view this trip.' });
      await invalidateTrip(queryClient, tripId);
    },
    onError: (error) => toastError('Public link failed', error),
  });
}

export function useRemovePublicLink(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePublicLink(tripId),
    onSuccess: async () => {
      toast({ title: 'Public link removed', description: 'The old link no longer opens this trip.' });
      await invalidateTrip(queryClient, tripId);
    },
    onError: (error) => toastError('Remove failed', error),
  });
}

/** A report about a shared trip, from anyone holding its link. */
export function useReportTrip(token: string, onReported: () => void) {
  return useMutation({
    mutationFn: (reason: string) => reportSharedTrip(token, reason),
    onSuccess: ({ message }) => {
      onReported();
      toast({ title: 'Report sent', description: message });
    },
    onError: (error) => toastError('Report failed', error),
  });
}
