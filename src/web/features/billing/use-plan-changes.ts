import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { replaceSessionUser } from '@/lib/queries/session';
import { cancelSubscription, downgradeSubscription } from './billing-api';

/** Moves the user to Free at once. */
export function useCancelSubscription(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (user) => {
      await replaceSessionUser(queryClient, user);
      onDone();
      toast({ title: 'Subscription cancelled', description: 'You are now on the Free plan.' });
    },
    onError: (error) => toastError('Cancellation failed', error),
  });
}

/** Moves a Pro user to Premium. */
export function useDowngradeToPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downgradeSubscription('premium'),
    onSuccess: async ({ user, message }) => {
      await replaceSessionUser(queryClient, user);
      toast({ title: 'Subscription downgraded', description: message });
    },
    onError: (error) => toastError('Downgrade failed', error),
  });
}
