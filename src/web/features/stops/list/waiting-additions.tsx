import { CloudUpload, Mic } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration } from '@/lib/format-duration';
import { usePhotoSending } from '@/lib/outbox/photo-progress';
import { isPhoto, isVoiceMemo, type WaitingWrite } from '@/lib/outbox/waiting-write';

/** A photo kept on the device, drawn from the file itself. */
function WaitingPhoto({ write, sending }: { write: WaitingWrite; sending: boolean }) {
  const [src, setSrc] = useState<string>();
  const file = write.form?.file;
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border bg-muted">
      {src && <img src={src} alt={write.form?.fileName} className="size-full object-cover" />}
      {/* Words where the thumbnail has room for them; on a phone the mark alone, the words for screen readers. */}
      <span className="absolute top-1 right-1 flex items-center gap-1 rounded-full bg-amber-100 p-1 text-xs font-medium text-amber-950 sm:px-2 sm:py-0.5">
        {sending ? (
          <Spinner className="size-3.5" />
        ) : (
          <CloudUpload className="size-3.5 shrink-0" aria-hidden="true" />
        )}
        <span className="sr-only sm:not-sr-only">{sending ? 'Sending…' : 'Waiting'}</span>
      </span>
    </li>
  );
}

/**
 * What waits on the device to be added to a stop: its photos, shown at once and marked waiting, and a voice
 * memo.
 */
export function WaitingAdditions({
  stopName,
  writes,
}: {
  stopName: string;
  writes: readonly WaitingWrite[];
}) {
  const sending = usePhotoSending();
  const photos = writes.filter(isPhoto);
  const memo = writes.findLast(isVoiceMemo);
  const seconds = Number(memo?.form?.fields.duration);
  return (
    <>
      {memo && (
        <p className="inline-flex w-fit items-center gap-1.5 rounded-md bg-amber-50 px-2.5 py-1 text-sm text-amber-950">
          <Mic className="size-4 shrink-0" aria-hidden="true" />
          {`Voice memo waiting to sync${Number.isFinite(seconds) ? ` (${formatDuration(seconds)})` : ''}`}
        </p>
      )}
      {photos.length > 0 && (
        <ul
          aria-label={`Photos of ${stopName} waiting to sync`}
          className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8"
        >
          {photos.map((write) => (
            <WaitingPhoto key={write.id} write={write} sending={sending?.writeId === write.id} />
          ))}
        </ul>
      )}
    </>
  );
}
