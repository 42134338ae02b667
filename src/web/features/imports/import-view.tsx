import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SectionSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { ImportFigures, SkippedParts } from './import-figures';
import { ImportPreview } from './import-preview';
import { cancelImport, type ImportDto, importQueryOptions, startImport, useImport } from './imports-api';

/** One import, from the reading of its files to what it made. */
export function ImportView({ id, onDone }: { id: string; onDone: () => void }) {
  const item = useImport(id);
  const queryClient = useQueryClient();
  const refresh = (next?: ImportDto) => {
    if (next) queryClient.setQueryData(importQueryOptions(id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['/api/imports'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/trips'] });
  };
  const cancel = async (what: string) => {
    try {
      await cancelImport(id);
      refresh();
      toast({ title: what });
    } catch (failure) {
      toast({
        title: 'The import could not be cancelled',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  };

  if (item.isPending) return <SectionSpinner label="Loading the import" />;
  if (item.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(item.error)}
      </p>
    );
  }
  const data = item.data;
  switch (data.status) {
    case 'analysing':
      return (
        <div className="grid gap-3">
          <ProgressBar label="Reading the files" text="Reading your files…" percent={null} />
          <div>
            <Button type="button" variant="outline" onClick={() => cancel('Import cancelled')}>
              Cancel
            </Button>
          </div>
        </div>
      );
    case 'ready':
      return (
        <ImportPreview
          item={data}
          onStart={async (choice) => refresh(await startImport(id, choice))}
          onCancel={() => cancel('Import cancelled')}
        />
      );
    case 'importing':
      return (
        <div className="grid gap-3">
          <ProgressBar label="Importing" text={`Importing… ${data.progress}%`} percent={data.progress} />
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => cancel('Import cancelled; nothing of it was kept')}
            >
              Cancel import
            </Button>
          </div>
        </div>
      );
    case 'done':
      return <ImportDone item={data} onUndo={() => cancel('Import undone')} onMore={onDone} />;
    default:
      return (
        <div className="grid gap-3">
          <p
            role={data.status === 'failed' ? 'alert' : 'status'}
            className={data.status === 'failed' ? 'text-destructive' : ''}
          >
            {data.status === 'failed' ? data.message : 'This import was cancelled; nothing of it was kept.'}
          </p>
          <SkippedParts skipped={data.skipped} />
          <div>
            <Button type="button" onClick={onDone}>
              Import other files
            </Button>
          </div>
        </div>
      );
  }
}

function ImportDone({ item, onUndo, onMore }: { item: ImportDto; onUndo: () => void; onMore: () => void }) {
  const trips = item.tripIds.length > 0 ? item.tripIds : item.tripId !== null ? [item.tripId] : [];
  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">Imported</h2>
        <p className="text-sm text-muted-foreground">All of it is in your trips now.</p>
      </div>
      <ImportFigures counts={item.created} label="Imported" />
      <SkippedParts skipped={item.skipped} />
      <div className="flex flex-wrap gap-3">
        {trips.slice(0, 3).map((tripId, index) => (
          <Button key={tripId} asChild>
            <Link href={`/trips/${tripId}`}>
              {trips.length > 1 ? `Open trip ${index + 1}` : 'Open the trip'}
            </Link>
          </Button>
        ))}
        <Button type="button" variant="outline" onClick={onMore}>
          Import more
        </Button>
        <Button type="button" variant="ghost" onClick={onUndo}>
          Undo this import
        </Button>
      </div>
    </div>
  );
}
