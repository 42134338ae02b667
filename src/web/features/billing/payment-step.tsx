import { ArrowLeft, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { formatPrice, PLANS } from '../../../common/plans';
import type { PaymentsSetUp } from '../../../common/services';
import { toastPaymentFailure } from './payment-errors';
import { PaymentsNotSetUp } from './payments-not-set-up';
import { PlanFeatureList } from './plan-feature-list';
import { usePaymentIntent } from './queries/payment-intent';
import { SandboxCardForm } from './sandbox-card-form';
import type { PaidTier } from './types';
import { usePayForPlan } from './use-pay-for-plan';

const loading = (text: string) => (
  <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
    <Spinner /> {text}
  </p>
);

const StripeCardForm = lazyPart(
  () => import('./stripe-card-form').then((module) => module.StripeCardForm),
  loading('Loading the secure card form…'),
);

interface PaymentStepProps {
  tier: PaidTier;
  email: string | null;
  /** How this server sells plans, unknown while its configuration loads; no payment is started before. */
  payments: PaymentsSetUp | undefined;
  onBack: () => void;
}

/** The card payment for one month of a plan, priced by the server. */
export function PaymentStep({ tier, email, payments, onBack }: PaymentStepProps) {
  const plan = PLANS[tier];
  const sold = payments !== 'none';
  // Started once the server has said that it takes payments: a server that takes none answers 503.
  const intent = usePaymentIntent(tier, payments === 'stripe' || payments === 'sandbox');
  const pay = usePayForPlan(tier);

  useEffect(() => {
    if (intent.error) toastPaymentFailure(intent.error);
  }, [intent.error]);

  const form = () => {
    if (!sold) return <PaymentsNotSetUp />;
    if (intent.isPending) return loading('Preparing your payment…');
    if (intent.isError) {
      return (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm font-medium text-destructive">{intent.error.message}</p>
          <Button variant="outline" onClick={() => intent.refetch()} disabled={intent.isFetching}>
            {intent.isFetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
            Try Again
          </Button>
        </div>
      );
    }
    const payment = intent.data;
    const common = {
      clientSecret: payment.clientSecret,
      amount: formatMoney(payment.amount, payment.currency),
      pending: pay.isPending,
      onPay: pay.mutate,
    };
    if (payment.provider === 'stripe') {
      return <StripeCardForm publishableKey={payment.publishableKey ?? ''} email={email} {...common} />;
    }
    return <SandboxCardForm {...common} />;
  };

  return (
    <div className="grid gap-6">
      <Button variant="ghost" className="-ml-3 w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Plans
      </Button>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_320px]">
        <Card>
          <CardHeader>
            <CardTitle>{sold ? `Pay for ${plan.name}` : plan.name}</CardTitle>
            <CardDescription>
              {sold
                ? `One month of ${plan.name} for ${formatPrice(plan.priceCents)}. Your plan changes as soon as the payment goes through.`
                : `${plan.name} is ${formatPrice(plan.priceCents)}, but this server takes no payments.`}
            </CardDescription>
          </CardHeader>
          <CardContent>{form()}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{plan.name} includes</CardTitle>
          </CardHeader>
          <CardContent>
            <PlanFeatureList features={plan.features} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
