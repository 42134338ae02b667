import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PromoCode } from '../types';

const fetchPromoCodes = () => getJson<PromoCode[]>('/api/promo-codes');

/** Every promo code; the server lists them to administrators only. */
export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/promo-codes'], queryFn: fetchPromoCodes });

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}
