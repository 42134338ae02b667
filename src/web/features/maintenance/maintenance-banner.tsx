import { Construction, X } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDateTime } from '@/lib/format';
import { useMaintenance } from '@/lib/queries/maintenance';
import { useDismissedNotice } from './use-dismissed-notice';

/** The scheduled maintenance, shown to every signed-in person until they close it. */
export function MaintenanceBanner() {
  const notice = useMaintenance().data?.maintenance ?? null;
  const noticeId = notice && `${notice.scheduledDate}|${notice.duration}|${notice.message}`;
  const [dismissed, dismiss] = useDismissedNotice(noticeId);
  if (!notice || dismissed) return null;

  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Construction className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="flex-1">
        Scheduled maintenance on {formatDateTime(notice.scheduledDate)} ({notice.duration}): {notice.message}
      </p>
      <Tooltip label="Dismiss maintenance notice">
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss maintenance notice"
          className="-m-2.5 flex size-11 shrink-0 items-center justify-center rounded-md text-amber-700 sm:-m-1 sm:size-8 transition-colors hover:bg-amber-100 hover:text-amber-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  );
}
