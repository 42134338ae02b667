import { useQuery } from '@tanstack/react-query';
import type { PromoCode } from './types';

export const promoCodesQueryKey = ['/api/promo-codes'] as const;

/** Every promo code; the server lists them to administrators only. */
export function usePromoCodes() {
  return useQuery<PromoCode[]>({ queryKey: promoCodesQueryKey });
}
