import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { invalidateTrip } from '../trips/queries';
import { tripSharesQueryKey } from './queries';
import { createPublicLink, removePublicLink, removeShare, shareTrip } from './sharing-api';
import type { ShareRecipient } from './types';
import { upgradeAction } from './upgrade-action';

const failed = (title: string, description: string, action?: ReturnType<typeof upgradeAction>) =>
  toast({ title, description, variant: 'destructive', action });

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
      await queryClient.invalidateQueries({ queryKey: tripSharesQueryKey(tripId) });
    },
    onError: (error, { recipient }) => {
      const message = errorMessage(error);
      if ('sharedWithEmail' in recipient) {
        failed('Invitation failed', message || 'Could not send the invitation. Please try again.');
      } else {
        failed('Share failed', message || 'Could not share this trip. Please try again.');
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
      await queryClient.invalidateQueries({ queryKey: tripSharesQueryKey(tripId) });
    },
    onError: () => failed('Remove failed', 'Failed to remove share'),
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
    onError: (error) => {
      const forbidden = error instanceof ApiError && error.status === 403;
      failed('Public link failed', errorMessage(error), forbidden ? upgradeAction() : undefined);
    },
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
    onError: (error) => failed('Remove failed', errorMessage(error)),
  });
}
