import { Flag } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { countOf } from '@/lib/format';
import { LoadError } from './load-error';
import { useTripReports } from './queries/reports';
import { ReportRow } from './report-row';

const headers = ['Trip', 'Reporter', 'Reason', 'Reported', 'Status', 'Actions'];

/** Reports people made on shared trips, open ones first (the server's order). */
export function ReportsTab() {
  const reports = useTripReports();
  if (reports.isPending) return <FullPageSpinner className="min-h-48" />;
  if (reports.isError) {
    return <LoadError what="Reports" error={reports.error} onRetry={() => reports.refetch()} />;
  }
  if (reports.data.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title="No reports"
        description="When someone reports a shared trip, the report appears here for you to review."
      />
    );
  }
  const openCount = reports.data.filter((report) => report.status === 'open').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reports</CardTitle>
        <CardDescription>
          {countOf(openCount, 'open report')} of {reports.data.length}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable caption="Reports" headers={headers} minWidth="min-w-[820px]">
          {reports.data.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </DataTable>
      </CardContent>
    </Card>
  );
}
