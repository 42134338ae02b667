import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { apiRequest, errorMessage, getJson } from '@/lib/api';
import { formatDate, formatFileSize } from '@/lib/format';
import type { AccountExportDto } from '../../../common/contract/account-exports';

const EXPORTS_KEY = ['/api/user/exports'];
const building = (item: AccountExportDto | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

/** "Download my data": one ZIP of everything, built in the background and kept a week. */
export function YourDataCard() {
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => getJson<AccountExportDto[]>('/api/user/exports'),
    // Asked again each second while the newest one is being built.
    refetchInterval: (query) => (building(query.state.data?.[0]) ? 1000 : false),
  });
  const request = useMutation({
    mutationFn: async () => (await apiRequest('POST', '/api/user/export')).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
  const latest = exports.data?.[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          One ZIP of your account: every trip with its stops, photos (the originals), voice memos and route —
          as GPX and GeoJSON too — your shares and devices. Another Roadbook server imports it back.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {building(latest) && (
          <ProgressBar
            label="Your data"
            text={`Putting your data together… ${latest?.progress ?? 0}%`}
            percent={latest?.progress ?? 0}
          />
        )}
        {latest?.status === 'ready' && latest.downloadUrl && (
          <p className="text-sm">
            <a
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              href={latest.downloadUrl}
            >
              <Download className="size-4" aria-hidden="true" />
              Download the ZIP ({formatFileSize(latest.bytes ?? 0)})
            </a>{' '}
            <span className="text-muted-foreground">
              until {formatDate(latest.expiresAt ?? latest.createdAt)}
            </span>
          </p>
        )}
        {latest?.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {latest.message}
          </p>
        )}
        {request.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(request.error)}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => request.mutate()}
            disabled={request.isPending || building(latest)}
          >
            Download my data
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
