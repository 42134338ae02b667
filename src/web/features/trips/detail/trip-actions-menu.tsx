import { EllipsisVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import type { TripDetail } from '../../../../common/contract/trips';
import { useDeleteTrip } from '../use-trip-mutations';

/** Less common trip actions behind a menu; for now deleting the trip, after a confirmation. */
export function TripActionsMenu({ trip }: { trip: TripDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteTrip(trip, () => navigate('/'));

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <IconButton variant="outline" label="Trip actions">
            <EllipsisVertical aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          <DropdownMenuItem
            onSelect={() => setConfirming(true)}
            className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            Delete trip
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this trip?"
        description={`“${trip.title}” will be deleted with all its stops, photos and voice memos. This cannot be undone.`}
        confirmLabel="Delete trip"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
