import { useParams } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useSharedTripView } from '@/features/sharing/queries/shared-trip';
import { PasswordGate } from '@/features/sharing/shared-trip/password-gate';
import { SharedTripError } from '@/features/sharing/shared-trip/shared-trip-error';
import { SharedTripView } from '@/features/sharing/shared-trip/shared-trip-view';
import { errorCode } from '@/lib/api';

export default function SharedTripPage() {
  const token = useParams<{ token: string }>().token ?? '';
  const view = useSharedTripView(token);

  if (view.isPending) {
    return (
      <div role="status" className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-3">
        <Spinner className="size-10 text-primary" />
        <p className="text-sm text-muted-foreground">Loading shared trip...</p>
      </div>
    );
  }
  if (errorCode(view.error) === 'password_required') return <PasswordGate token={token} />;
  if (view.isError) return <SharedTripError error={view.error} />;
  return <SharedTripView view={view.data} token={token} />;
}
