import { useQuery } from '@tanstack/react-query';
import { createPaymentIntent } from './billing-api';
import type { PaidTier } from './types';

/**
 * One payment for the plan while its payment form is open: a declined card can be retried on it, and
 * leaving the form drops it, so choosing the plan again starts afresh.
 */
export function usePaymentIntent(tier: PaidTier) {
  return useQuery({
    queryKey: ['/api/create-payment-intent', tier],
    queryFn: () => createPaymentIntent(tier),
    gcTime: 0,
  });
}
