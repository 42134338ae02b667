import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { errorCode } from '@/lib/api';
import { sessionQueryOptions } from '@/lib/queries/session';
import { forgetSavedData } from '@/lib/saved-reads';
import type { DeleteAccountInput } from '../../../common/schemas/account-deletion';
import { deleteAccount } from './profile-api';

/**
 * Deletes the account, then leaves for the landing page as a sign-out does; a refusal the dialog can show (a
 * wrong password, a sign-in too old) goes to `onRefused`, anything else to a toast.
 */
export function useDeleteAccount(onRefused: (message: string, code: 'password' | 'sign-in') => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => deleteAccount(input),
    onSuccess: async () => {
      await forgetSavedData();
      navigate('/');
      const { queryKey } = sessionQueryOptions();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, null);
      toast({ title: 'Your account was deleted', description: 'Thank you for travelling with Roadbook.' });
    },
    onError: (error) => {
      const code = errorCode(error);
      if (code === 'password_incorrect') onRefused(error.message, 'password');
      else if (code === 'fresh_sign_in_required') onRefused(error.message, 'sign-in');
      else toastError('Account not deleted', error);
    },
  });
}
