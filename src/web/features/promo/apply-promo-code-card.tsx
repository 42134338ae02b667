import { zodResolver } from '@hookform/resolvers/zod';
import { Ticket } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import type { User } from '../../../common/contract/users';
import { PLANS, parseTier } from '../../../common/plans';
import { applyPromoCodeSchema } from '../../../common/schemas/billing';
import { useApplyPromoCode } from './use-promo-mutations';

export function ApplyPromoCodeCard({ user }: { user: User }) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(applyPromoCodeSchema), defaultValues: { code: '' } });
  const apply = useApplyPromoCode(() => reset());
  const plan = PLANS[parseTier(user.subscriptionTier) ?? 'free'];
  const empty = !watch('code').trim();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply a promo code</CardTitle>
        <CardDescription>A code raises your plan to Premium or Pro, free of charge.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="flex items-center gap-2 text-sm">
          Your plan:
          <Badge variant={plan.tier === 'free' ? 'outline' : 'default'}>{plan.name}</Badge>
        </p>
        <form
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
          noValidate
          onSubmit={handleSubmit(({ code }) => apply.mutate(code))}
        >
          <TextField
            label="Promo Code"
            placeholder="FAMILY_PREMIUM_2025"
            autoComplete="off"
            spellCheck={false}
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" className="sm:mt-6" disabled={empty || apply.isPending}>
            {apply.isPending ? <Spinner /> : <Ticket aria-hidden="true" />}
            Apply Code
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
