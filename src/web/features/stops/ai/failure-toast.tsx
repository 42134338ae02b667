import { Link } from 'wouter';
import { ToastAction } from '../../../components/ui/toast';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api';

const upgradeAction = (
  <ToastAction altText="Upgrade your plan at /subscribe" asChild>
    <Link href="/subscribe">Upgrade</Link>
  </ToastAction>
);

/** An error toast with the server's message; a refusal for the user's plan (403) also offers an upgrade. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({
    title,
    description: errorMessage(error) || fallback,
    variant: 'destructive',
    action: error instanceof ApiError && error.status === 403 ? upgradeAction : undefined,
  });
}
