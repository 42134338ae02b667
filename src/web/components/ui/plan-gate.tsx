import { Crown } from 'lucide-react';
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
