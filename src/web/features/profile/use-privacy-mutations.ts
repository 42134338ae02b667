import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { privacyZonesQueryOptions } from '@/lib/queries/privacy-zones';
import { sessionQueryOptions } from '@/lib/queries/session';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import { savePrivacyZones, updatePrivacySettings } from './profile-api';

export function useFindableByName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (findableByName: boolean) => updatePrivacySettings({ findableByName }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, user);
      toast({
        title: user.findableByName ? 'Others can find you by name' : 'Hidden from people search',
      });
    },
    onError: (error) => toastError('Update failed', error),
  });
}

/** Saves the whole list of zones; `done` names the change in the confirmation. */
export function useSavePrivacyZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zones }: { zones: PrivacyZone[]; done: string }) => savePrivacyZones(zones),
    onSuccess: (zones, { done }) => {
      queryClient.setQueryData(privacyZonesQueryOptions().queryKey, zones);
      toast({ title: done });
    },
    onError: (error) => toastError('Privacy zones not saved', error),
  });
}
