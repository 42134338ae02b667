import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  lazyDialogFields,
} from '@/components/ui/dialog';
import type { TripDetail } from '../../../../common/contract/trips';

const EditTripFields = lazyDialogFields(
  () => import('./edit-trip-fields').then((module) => module.EditTripForm),
  'Loading the form…',
);

export const preloadEditTripForm = EditTripFields.preload;

/** The Edit button and its dialog; the form's code (its checks and fields) is fetched when it first opens. */
export function EditTripDialog({ trip }: { trip: TripDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Trip</DialogTitle>
          <DialogDescription>Change the name, story and dates of this trip.</DialogDescription>
        </DialogHeader>
        <EditTripFields trip={trip} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
