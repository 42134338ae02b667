import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorProps, Field, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { toDateInput } from '@/lib/date-input';
import { PLANS } from '../../../common/plans';
import { EMPTY_PROMO_FORM, promoFormSchema } from './promo-form';
import { useCreatePromoCode } from './use-promo-mutations';

/** Administrators create codes here; the server refuses everyone else. */
export function CreatePromoCodeCard({ onCreated }: { onCreated: () => void }) {
  const planId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(promoFormSchema), defaultValues: EMPTY_PROMO_FORM });
  const create = useCreatePromoCode(() => {
    reset();
    onCreated();
  });
  const incomplete = !watch('code').trim() || !watch('description').trim();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create a promo code</CardTitle>
        <CardDescription>
          Codes are created by administrators. Leave Max Uses or Expires blank for no limit.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={handleSubmit((input) => create.mutate(input))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Code"
              placeholder="FAMILY_PREMIUM_2025"
              autoComplete="off"
              spellCheck={false}
              error={errors.code?.message}
              {...register('code')}
            />
            <Field id={planId} label="Plan" error={errors.subscriptionTier?.message}>
              <NativeSelect
                id={planId}
                {...errorProps(planId, errors.subscriptionTier?.message)}
                {...register('subscriptionTier')}
              >
                <option value="premium">{PLANS.premium.name}</option>
                <option value="pro">{PLANS.pro.name}</option>
              </NativeSelect>
            </Field>
          </div>
          <TextareaField
            label="Description"
            placeholder="A year of Premium for the family"
            rows={2}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Max Uses"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="No limit"
              error={errors.maxUses?.message}
              {...register('maxUses')}
            />
            <TextField
              label="Expires"
              type="date"
              min={toDateInput(new Date())}
              error={errors.expiresAt?.message}
              {...register('expiresAt')}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={incomplete || create.isPending}>
              {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
              Create Code
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
