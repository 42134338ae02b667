import { ShieldAlert } from 'lucide-react';
import { useAppConfig } from '@/lib/queries/config';

/** Told to the owner of a trip an administrator has suspended: what it means and whom to ask. */
export function SuspendedNotice() {
  const { data: config } = useAppConfig();
  const support = config?.supportEmail ?? 'support@roadbook.local';
  return (
    <div
      role="note"
      aria-label="Trip suspended"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">This trip has been suspended by an administrator.</p>
        <p>
          The people you shared it with and anyone holding its link cannot open it until it is reactivated.
          You can still see and change it here. To ask why, write to{' '}
          <a href={`mailto:${support}`} className="font-medium underline underline-offset-4">
            {support}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
