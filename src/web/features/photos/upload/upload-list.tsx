import { CircleAlert, CircleCheck, CloudUpload, X } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { MakeStopThereButton } from './make-stop-there';
import { keptNote, takenFarFromStop, uploadedNote } from './upload-outcome';
import type { UploadItem } from './use-photo-uploads';

interface UploadListProps {
  items: readonly UploadItem[];
  onRemove: (id: number) => void;
  /** The stop the traveller chose to upload the photos to, if any. */
  stopId: number | undefined;
}

function StatusIcon({ status }: Pick<UploadItem, 'status'>) {
  if (status === 'completed')
    return <CircleCheck className="size-5 text-emerald-600" aria-label="Uploaded" />;
  if (status === 'error') return <CircleAlert className="size-5 text-destructive" aria-label="Failed" />;
  if (status === 'kept')
    return <CloudUpload className="size-5 text-amber-700" aria-label="Kept on this device" />;
  return <Spinner className="size-5 text-primary" />;
}

export function UploadList({ items, onRemove, stopId }: UploadListProps) {
  const headingId = useId();
  const chosenStop = stopId !== undefined;
  const unit = useDistanceUnit();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Uploading files
      </h3>
      <ul className="grid max-h-64 gap-2 overflow-y-auto">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
            <StatusIcon status={item.status} />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <p className="truncate text-sm font-medium">{item.file.name}</p>
              {item.status === 'error' ? (
                <p className="text-xs text-destructive">{item.error}</p>
              ) : item.status === 'kept' ? (
                <p className="text-xs text-muted-foreground">{keptNote(stopId)}</p>
              ) : item.uploaded ? (
                <>
                  <p className="text-xs text-muted-foreground">
                    {uploadedNote(item.uploaded, chosenStop, unit)}
                  </p>
                  {chosenStop && takenFarFromStop(item.uploaded) && (
                    <MakeStopThereButton photo={item.uploaded} />
                  )}
                </>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`${item.file.name} upload progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width] duration-200"
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
              )}
            </div>
            <IconButton
              className="text-muted-foreground"
              label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.id)}
            >
              <X aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
