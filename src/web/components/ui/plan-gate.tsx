import { Crown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from './badge';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/** Worn by a control whose feature needs a higher plan, so the traveller knows before pressing it. */
export function PlanBadge({ planName }: { planName: string }) {
  return (
    <Badge variant="warning" className="px-1.5 py-0 text-[0.7rem]">
      <Crown className="size-3" aria-hidden="true" />
      {planName}
    </Badge>
  );
}

interface UpgradePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  /** The feature, as the plans name it ("AI location descriptions"). */
  label: string;
}

/** What pressing a control of a higher plan opens: what the plan brings and the way to it, not an error. */
export function UpgradePrompt({ open, onOpenChange, planName, label }: UpgradePromptProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Upgrade to ${planName}`}</DialogTitle>
          <DialogDescription>
            {`${label} come${label.endsWith('s') ? '' : 's'} with the ${planName} plan. Your plan does not include ${
              label.endsWith('s') ? 'them' : 'it'
            } yet.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button asChild>
            <Link href="/subscribe">See plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A paid feature's plan check, as usePlanFeature gives it. */
interface PlanCheck {
  allowed: boolean;
  planName: string;
  label: string;
}

type PlanGatedButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'> & {
  plan: PlanCheck;
  /** What the button does on a plan with the feature; without it, the button only offers the plan. */
  onClick?: () => void;
};

/** The button of a paid feature: on a plan without it, it wears the plan's badge and opens the upgrade prompt. */
export function PlanGatedButton({ plan, onClick, children, ...props }: PlanGatedButtonProps) {
  const [upgrading, setUpgrading] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => (plan.allowed && onClick ? onClick() : setUpgrading(true))}>
        {children}
        {!plan.allowed && <PlanBadge planName={plan.planName} />}
      </Button>
      <UpgradePrompt
        open={upgrading}
        onOpenChange={setUpgrading}
        planName={plan.planName}
        label={plan.label}
      />
    </>
  );
}

/** Said where the server refused a feature for the plan, with the way to a plan that has it. */
export function UpgradeNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
      <Link href="/subscribe" className="font-semibold underline underline-offset-2">
        Upgrade
      </Link>
    </p>
  );
}
