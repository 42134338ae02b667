import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { privacyZonesQueryOptions } from '@/lib/queries/privacy-zones';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import { savePrivacyZones } from './profile-api';

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
