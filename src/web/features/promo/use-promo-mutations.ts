import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { replaceSessionUser } from '@/lib/queries/session';
import type { CreatePromoCodeInput } from '../../../common/schemas/billing';
import { applyPromoCode, createPromoCode, setPromoCodeActive } from './promo-api';
import { promoCodesQueryOptions } from './queries/promo-codes';

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** Applies a code to the signed-in user's plan. As the spec asks, a refusal does not show the server's reason. */
export function useApplyPromoCode(onApplied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromoCode,
    onSuccess: async ({ message, user }) => {
      await replaceSessionUser(queryClient, user);
      onApplied();
      toast({ title: 'Success', description: message });
    },
    onError: () => failed('Failed to apply promo code'),
  });
}

export function useCreatePromoCode(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromoCodeInput) => createPromoCode(input),
    onSuccess: async () => {
      onCreated();
      toast({ title: 'Success', description: 'Promo code created successfully!' });
      await queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey });
    },
    onError: () => failed('Failed to create promo code'),
  });
}

export function useSetPromoCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setPromoCodeActive(id, isActive),
    onSuccess: (updated) => {
      queryClient.setQueryData(promoCodesQueryOptions().queryKey, (codes) =>
        codes?.map((promo) => (promo.id === updated.id ? updated : promo)),
      );
      toast({
        title: updated.isActive ? 'Promo code activated' : 'Promo code deactivated',
        description: updated.code,
      });
    },
    onError: (error) => toastError('Error', error),
  });
}
