import { LocateFixed } from 'lucide-react';
import type { TripPosition } from '@/lib/queries/position';
import { timeAgo } from '@/lib/time-ago';
import { useNow } from '@/lib/use-now';

/** The latest position in words under the map: when it was sent and by which device. */
export function LivePositionNote({ position }: { position: TripPosition }) {
  const ago = timeAgo(position.at, useNow());
  return (
    <p className="-mt-2 flex items-center gap-2 text-sm text-muted-foreground">
      <LocateFixed className="size-4 shrink-0 text-blue-600" aria-hidden="true" />
      <span>
        <span className="font-medium text-foreground">{`Live position: last seen ${ago}`}</span>
        {` · from ${position.device.name}`}
      </span>
    </p>
  );
}
