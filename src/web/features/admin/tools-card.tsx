import { format } from 'date-fns';
import { CalendarClock, Download, FileText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ActionError } from './action-error';
import { DOCUMENTATION_PDF_PATH, SECURITY_ASSESSMENT_PDF_PATH } from './admin-api';
import { useDownload, useScheduleMaintenance } from './use-admin-tools';

interface ToolProps {
  title: string;
  description: string;
  error: Error | null;
  children: ReactNode;
}

function Tool({ title, description, error, children }: ToolProps) {
  return (
    <div className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <h3 className="font-medium">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
        <ActionError error={error} />
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

interface DownloadButtonProps {
  url: string;
  fileName: string;
  doneTitle: string;
  icon: ReactNode;
  children: string;
  download: ReturnType<typeof useDownload>;
}

function DownloadButton({ url, fileName, doneTitle, icon, children, download }: DownloadButtonProps) {
  const pending = download.isPending && download.variables.url === url;
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() => download.mutate({ url, fileName, doneTitle })}
    >
      {pending ? <Spinner /> : icon}
      {children}
    </Button>
  );
}

/** The export, maintenance notice and PDF downloads. */
export function ToolsCard() {
  const exportUsers = useDownload();
  const pdf = useDownload();
  const maintenance = useScheduleMaintenance();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tools</CardTitle>
        <CardDescription>Exports, notices and reports about the service.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Tool
          title="User data"
          description="Every account as JSON, without passwords or tokens."
          error={exportUsers.error}
        >
          <DownloadButton
            url="/api/admin/export/users"
            fileName={`roadbook-users-export-${format(new Date(), 'yyyy-MM-dd')}.json`}
            doneTitle="Export started"
            icon={<Download aria-hidden="true" />}
            download={exportUsers}
          >
            Export User Data
          </DownloadButton>
        </Tool>
        <Tool
          title="Maintenance"
          description="Tells every signed-in user about a 2-hour maintenance window 7 days from now."
          error={maintenance.error}
        >
          <Button variant="outline" disabled={maintenance.isPending} onClick={() => maintenance.mutate()}>
            {maintenance.isPending ? <Spinner /> : <CalendarClock aria-hidden="true" />}
            Schedule Maintenance
          </Button>
        </Tool>
        <Tool
          title="PDF reports"
          description="A security self-assessment of the running service, and the project's documentation."
          error={pdf.error}
        >
          <DownloadButton
            url={SECURITY_ASSESSMENT_PDF_PATH}
            fileName="roadbook-security-assessment.pdf"
            doneTitle="PDF generated"
            icon={<ShieldCheck aria-hidden="true" />}
            download={pdf}
          >
            Security Assessment PDF
          </DownloadButton>
          <DownloadButton
            url={DOCUMENTATION_PDF_PATH}
            fileName="roadbook-documentation.pdf"
            doneTitle="PDF generated"
            icon={<FileText aria-hidden="true" />}
            download={pdf}
          >
            Documentation PDF
          </DownloadButton>
        </Tool>
      </CardContent>
    </Card>
  );
}
