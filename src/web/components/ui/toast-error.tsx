import { Link } from 'wouter';
import { errorCode, errorMessage } from '@/lib/api';
import { ToastAction } from './toast';
import { toast } from './use-toast';

/** The toast button that takes a person to the plans, for features their plan lacks. */
const upgradeAction = () => (
  <ToastAction altText="Upgrade your plan at /subscribe" asChild>
    <Link href="/subscribe">Upgrade</Link>
  </ToastAction>
);

/**
 * The one error toast: the server's message (or the fallback when it gave none); a refusal for the user's plan
 * also offers an upgrade.
 */
export function toastError(title: string, error: unknown, fallback = ''): void {
  toast({
    title,
    description: errorMessage(error) || fallback,
    variant: 'destructive',
    action: errorCode(error) === 'plan_required' ? upgradeAction() : undefined,
  });
}
