import { Plus } from 'lucide-react';
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

// Its code (the place search, the form library, the stop schemas) loads apart: the page's stops need none of it
// until the dialog opens.
const AddStopForm = lazyDialogFields(
  () => import('./add-stop-form').then((module) => module.AddStopForm),
  'Loading the form…',
);

export const preloadAddStopForm = AddStopForm.preload;

export function AddStopDialog({ tripId }: { tripId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Add Stop
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Stop</DialogTitle>
          <DialogDescription>Find the place, then say when you got there.</DialogDescription>
        </DialogHeader>
        <AddStopForm tripId={tripId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
