import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { paymentStepError } from '../payment-errors';
import type { PaidTier, PaymentIntent } from '../types';

/** A POST, read as a query: the server prices a new payment each time. */
async function createPaymentIntent(tier: PaidTier): Promise<PaymentIntent> {
  try {
    return await (await apiRequest('POST', '/api/create-payment-intent', { tier })).json();
  } catch (error) {
    throw paymentStepError('Failed to create payment intent', error);
  }
}

/**
 * One payment for the plan while its payment form is open: a declined card can be retried on it, and
 * leaving the form drops it, so choosing the plan again starts afresh.
 */
export const paymentIntentQueryOptions = (tier: PaidTier, enabled = true) =>
  queryOptions({
    queryKey: ['/api/create-payment-intent', tier],
    queryFn: () => createPaymentIntent(tier),
    gcTime: 0,
    enabled,
  });

/** Not asked for while `enabled` is false: on a server that sells no plan. */
export function usePaymentIntent(tier: PaidTier, enabled = true) {
  return useQuery(paymentIntentQueryOptions(tier, enabled));
}
