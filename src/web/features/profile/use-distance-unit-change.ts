import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { sessionQueryOptions } from '@/lib/queries/session';
import { type DistanceUnit, unitLabel } from '../../../common/units';
import { updatePreferences } from './profile-api';

export function useDistanceUnitChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (distanceUnit: DistanceUnit) => updatePreferences({ distanceUnit }),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, user);
      toast({ title: `Distances now in ${unitLabel(user.distanceUnit)}` });
    },
    onError: (error) => toastError('Update failed', error),
  });
}
