import { apiRequest } from '@/lib/api';
import type { User } from '../../../common/contract/users';
import type { CreatePromoCodeInput } from '../../../common/schemas/billing';
import type { PromoCode } from './types';

export async function createPromoCode(input: CreatePromoCodeInput): Promise<PromoCode> {
  return (await apiRequest('POST', '/api/promo-codes', input)).json();
}

export async function setPromoCodeActive(id: number, isActive: boolean): Promise<PromoCode> {
  return (await apiRequest('PATCH', `/api/promo-codes/${id}`, { isActive })).json();
}

export async function applyPromoCode(code: string): Promise<{ message: string; user: User }> {
  return (await apiRequest('POST', '/api/promo-codes/apply', { code })).json();
}
