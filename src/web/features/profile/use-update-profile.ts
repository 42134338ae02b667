import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { replaceSessionUser } from '@/lib/queries/session';
import type { User } from '../../../common/contract/users';
import type { ProfileInput } from '../../../common/schemas/auth';
import { updateProfile } from './profile-api';

/** Saves the profile and puts the answer in the session query, so every view of the user shows it. */
export function useUpdateProfile(onSaved: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(input),
    onSuccess: async (updated) => {
      await replaceSessionUser(queryClient, updated);
      onSaved(updated);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
    },
    onError: (error) => toastError('Update failed', error),
  });
}
