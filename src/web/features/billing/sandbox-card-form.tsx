import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { confirmSandboxCard } from './billing-api';
import { type CardFormValues, cardFormSchema, formatCardNumber, formatExpiry } from './card-details';
import { PayButton } from './pay-button';
import type { ConfirmCard } from './use-pay-for-plan';

interface SandboxCardFormProps {
  clientSecret: string;
  amount: string;
  pending: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
}

/** A field whose text is tidied as it is typed, before the form reads it. */
function formatted(field: UseFormRegisterReturn, format: (text: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}

const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

/** The local card form of the sandbox provider, which follows Stripe's test cards. */
export function SandboxCardForm({ clientSecret, amount, pending, onPay }: SandboxCardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={handleSubmit(({ cardNumber }) => onPay(() => confirmSandboxCard(clientSecret, cardNumber)))}
    >
      <p className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This is a sandbox: no money moves. Card 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is
          declined; use any future expiry date and any CVC.
        </span>
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        error={errors.cardNumber?.message}
        {...formatted(register('cardNumber'), formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          {...formatted(register('expiry'), formatExpiry)}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...formatted(register('cvc'), (text) => text.replace(/\D/g, ''))}
        />
      </div>
      <PayButton amount={amount} pending={pending} />
    </form>
  );
}
