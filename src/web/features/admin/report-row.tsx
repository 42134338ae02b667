import { CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionCellClass, cellClass } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { ActionError } from './action-error';
import { TripStatusBadge } from './trip-status-badge';
import type { TripReport } from './types';
import { useResolveReport } from './use-resolve-report';

export function ReportRow({ report }: { report: TripReport }) {
  const resolve = useResolveReport();
  const open = report.status === 'open';

  return (
    <tr className="border-t">
      <th scope="row" className={`${cellClass} text-left font-semibold`}>
        <Link href={`/trips/${report.tripId}`} className="text-primary underline-offset-4 hover:underline">
          {report.tripTitle}
        </Link>
        <div className="mt-1">
          <TripStatusBadge status={report.tripStatus} />
        </div>
      </th>
      <td className={cellClass}>
        {report.reporter ?? <span className="text-muted-foreground">Anonymous</span>}
      </td>
      <td className={`${cellClass} max-w-80 whitespace-pre-line`}>{report.reason}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDate(report.createdAt)}</td>
      <td className={cellClass}>
        {open ? (
          <Badge variant="warning">Open</Badge>
        ) : (
          <div className="grid justify-items-start gap-1">
            <Badge variant="outline">Resolved</Badge>
            {report.resolvedAt && (
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                {formatDate(report.resolvedAt)}
              </span>
            )}
          </div>
        )}
      </td>
      <td className={actionCellClass}>
        {open && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Resolve report on ${report.tripTitle}`}
            disabled={resolve.isPending}
            onClick={() => resolve.mutate(report)}
          >
            {resolve.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
            Resolve
          </Button>
        )}
        <ActionError error={resolve.error} />
      </td>
    </tr>
  );
}
