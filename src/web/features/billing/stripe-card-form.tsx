import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PayButton } from './pay-button';
import { CardRejectedError } from './payment-errors';
import type { ConfirmCard } from './use-pay-for-plan';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  email: string | null;
  amount: string;
  pending: boolean;
  onPay: (confirmCard: ConfirmCard) => void;
}

const CARD_STYLE = {
  base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } },
  invalid: { color: '#dc2626' },
};

function CardForm({
  clientSecret,
  email,
  amount,
  pending,
  onPay,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardProblem, setCardProblem] = useState<string | null>(null);

  const confirmCard: ConfirmCard = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new CardRejectedError('The card form is still loading. Please try again.');
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { email: email ?? undefined } },
    });
    if (error) throw new CardRejectedError(error.message ?? 'Your card was declined.');
    return paymentIntent.id;
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPay(confirmCard);
      }}
    >
      <div className="grid gap-2">
        <p className="text-sm font-medium leading-none">Card details</p>
        <div className="rounded-lg border border-input bg-card px-3 py-3 shadow-xs">
          <CardElement
            options={{ style: CARD_STYLE }}
            onChange={(event) => setCardProblem(event.error?.message ?? null)}
          />
        </div>
        {cardProblem && <p className="text-sm font-medium text-destructive">{cardProblem}</p>}
      </div>
      <p className="text-sm text-muted-foreground">
        Your card is handled by Stripe and never reaches Roadbook.
      </p>
      <PayButton amount={amount} pending={pending} disabled={!stripe} />
    </form>
  );
}

/** Stripe Elements, loaded from Stripe only when the server pays through Stripe. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const stripe = useQuery({
    queryKey: ['stripe.js', publishableKey],
    queryFn: () => loadStripe(publishableKey),
  });
  if (stripe.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading the secure card form…
      </p>
    );
  }
  if (!stripe.data) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        The card form could not be loaded from Stripe. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <Elements stripe={stripe.data}>
      <CardForm {...props} />
    </Elements>
  );
}
