import { Mail } from 'lucide-react';
import { AuthRequired } from '@/features/auth/auth-required';
import { useChosenPlan } from '@/features/billing/chosen-plan';
import { PaymentStep } from '@/features/billing/payment-step';
import { PlanChoice } from '@/features/billing/plan-choice';
import { useAppConfig } from '@/lib/queries/config';
import { useAuth } from '@/lib/queries/session';
import { PLANS, parseTier, planTierOf, tierAtLeast } from '../../common/plans';

export default function SubscribePage() {
  const { user } = useAuth();
  const [chosen, choose] = useChosenPlan();
  const { data: config } = useAppConfig();
  if (!user) return <AuthRequired reason="Please sign in to choose a plan." />;

  const currentTier = parseTier(user.subscriptionTier) ?? 'free';
  const paying = chosen && !tierAtLeast(planTierOf(user, user.isAdmin), chosen) ? chosen : null;

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          {paying ? `Upgrade to ${PLANS[paying].name}` : 'Choose Your Plan'}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {paying && config?.payments === 'none'
            ? 'Plans cannot be bought on this server; a promo code still raises your plan.'
            : paying
              ? 'Enter your card to pay for one month. You can cancel at any time from your profile.'
              : 'Every plan keeps your trips, photos and voice memos. Paid plans add AI descriptions, public links and more storage.'}
        </p>
      </div>
      {paying ? (
        <PaymentStep
          tier={paying}
          email={user.email}
          payments={config?.payments}
          onBack={() => choose(null)}
        />
      ) : (
        <PlanChoice
          currentTier={currentTier}
          isAdmin={user.isAdmin}
          payments={config?.payments}
          onChoose={choose}
        />
      )}
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Mail className="size-4" aria-hidden="true" />
        Questions?
        <a
          href={`mailto:${config?.supportEmail ?? 'support@roadbook.local'}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Contact support
        </a>
      </p>
    </div>
  );
}
