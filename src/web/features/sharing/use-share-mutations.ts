import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidateTrip } from '@/lib/queries/trip';
import type { LinkSettingsDraft } from './link-settings';
import { publicLinkQueryOptions } from './queries/public-link';
import { sharedTripQueryOptions } from './queries/shared-trip';
import { tripSharesQueryOptions } from './queries/trip-shares';
import {
  changeLinkSettings,
  changeShareType,
  createPublicLink,
  removePublicLink,
  removeShare,
  reportSharedTrip,
  shareTrip,
  unlockSharedTrip,
} from './sharing-api';
import type { CreatedShare, ShareRecipient, ShareType } from './types';

interface ShareRequest {
  recipient: ShareRecipient;
  /** How the recipient is named in the success toast. */
  name: string;
  message: string;
  settings: LinkSettingsDraft;
  shareType: ShareType;
}

/**
 * Shares with an account ("Trip shared") or invites an e-mail address ("Invitation sent"); an invitation this
 * server could not e-mail says so ("Invitation kept, not sent").
 */
export function useShareTrip(tripId: number, onShared: (share: CreatedShare) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipient, message, settings, shareType }: ShareRequest) =>
      shareTrip(tripId, recipient, message, settings, shareType),
    onSuccess: async (share, { recipient, name, shareType }) => {
      onShared(share);
      const notSent = share.delivery === 'not-sent';
      if ('sharedWithEmail' in recipient) {
        toast(
          notSent
            ? { title: 'Invitation kept, not sent', description: 'Copy its link to send it yourself.' }
            : { title: 'Invitation sent', description: `An invitation is on its way to ${name}.` },
        );
      } else {
        const can = shareType === 'edit' ? 'edit' : 'see';
        const told = notSent ? ' They were not e-mailed: this server sends no e-mail.' : '';
        toast({ title: 'Trip shared', description: `${name} can now ${can} this trip.${told}` });
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

/** Switches a share between reading and editing together. */
export function useChangeShareType(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shareId, shareType }: { shareId: number; shareType: ShareType }) =>
      changeShareType(shareId, shareType),
    onSuccess: async (_done, { shareType }) => {
      toast({
        title: shareType === 'edit' ? 'They can now edit this trip' : 'They can now only view this trip',
      });
      await queryClient.invalidateQueries({ queryKey: tripSharesQueryOptions(tripId).queryKey });
    },
    onError: (error) => toastError('Change failed', error),
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
      await Promise.all([
        invalidateTrip(queryClient, tripId),
        queryClient.invalidateQueries({ queryKey: publicLinkQueryOptions(tripId).queryKey }),
      ]);
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
      await Promise.all([
        invalidateTrip(queryClient, tripId),
        queryClient.invalidateQueries({ queryKey: publicLinkQueryOptions(tripId).queryKey }),
      ]);
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

/** Saves a link's settings and refreshes the trip's share list and public link. */
export function useChangeLinkSettings(tripId: number, shareId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, before }: { settings: LinkSettingsDraft; before: LinkSettingsDraft }) =>
      changeLinkSettings(shareId, settings, before),
    onSuccess: async () => {
      onSaved();
      toast({ title: 'Link settings saved' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tripSharesQueryOptions(tripId).queryKey }),
        queryClient.invalidateQueries({ queryKey: publicLinkQueryOptions(tripId).queryKey }),
      ]);
    },
    onError: (error) => toastError('Settings not saved', error),
  });
}

/** Gives a protected link's password; the server remembers it in a cookie and the trip is read again. */
export function useUnlockSharedTrip(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unlockSharedTrip(token, password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedTripQueryOptions(token).queryKey }),
  });
}
