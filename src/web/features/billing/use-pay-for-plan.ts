import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { replaceSessionUser } from '@/lib/queries/session';
import { PLANS } from '../../../common/plans';
import { confirmSubscription } from './billing-api';
import { toastPaymentFailure } from './payment-errors';
import type { PaidTier } from './types';

/** Charges the card with the provider, which answers the payment's id. */
export type ConfirmCard = () => Promise<string>;

/** Pays for a plan: the card first, then the server checks the payment and upgrades the plan. */
export function usePayForPlan(tier: PaidTier) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (confirmCard: ConfirmCard) => confirmSubscription(await confirmCard(), tier),
    onSuccess: async (user) => {
      await replaceSessionUser(queryClient, user);
      const until = user.subscriptionExpiresAt
        ? ` It is paid through ${formatDate(user.subscriptionExpiresAt)}.`
        : '';
      toast({ title: 'Subscription Activated!', description: `Welcome to ${PLANS[tier].name}.${until}` });
      navigate('/profile');
    },
    onError: toastPaymentFailure,
  });
}
