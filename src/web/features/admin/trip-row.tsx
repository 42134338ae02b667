import { CirclePause, CirclePlay, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionCellClass, cellClass } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { ActionError } from './action-error';
import { TripStatusBadge } from './trip-status-badge';
import type { AdminTrip } from './types';
import { useDeleteTrip, useToggleTripSuspension } from './use-trip-moderation';

export function TripRow({ trip }: { trip: AdminTrip }) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useToggleTripSuspension();
  const remove = useDeleteTrip(() => setConfirming(false));
  const suspended = trip.status === 'suspended';
  const busy = toggle.isPending || remove.isPending;

  return (
    <tr className="border-t">
      <th scope="row" className={`${cellClass} min-w-44 text-left font-semibold`}>
        <Link href={`/trips/${trip.id}`} className="text-primary underline-offset-4 hover:underline">
          {trip.title}
        </Link>
      </th>
      <td className={cellClass}>
        <span className="block whitespace-nowrap">{trip.userEmail ?? '—'}</span>
        <span className="text-xs text-muted-foreground">{trip.username}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>{trip.stopCount}</td>
      <td className={`${cellClass} tabular-nums`}>{trip.photoCount}</td>
      <td className={`${cellClass} tabular-nums`}>{trip.reportCount}</td>
      <td className={cellClass}>
        <TripStatusBadge status={trip.status} />
      </td>
      <td className={actionCellClass}>
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`${suspended ? 'Reactivate' : 'Suspend'} ${trip.title}`}
            disabled={busy}
            onClick={() => toggle.mutate(trip)}
          >
            {toggle.isPending ? (
              <Spinner />
            ) : suspended ? (
              <CirclePlay aria-hidden="true" />
            ) : (
              <CirclePause aria-hidden="true" />
            )}
            {suspended ? 'Reactivate' : 'Suspend'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${trip.title}`}
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
        <ActionError error={toggle.error ?? remove.error} />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this trip?"
          description={`“${trip.title}” is removed for good, with its stops, photos, voice memos, route and shares.`}
          confirmLabel="Delete Trip"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(trip)}
        />
      </td>
    </tr>
  );
}
