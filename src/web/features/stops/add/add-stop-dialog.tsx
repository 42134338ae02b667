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
  takeDialogFocus,
} from '@/components/ui/dialog';
import { SectionSpinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';

// Its code (the place search, the form library, the stop schemas) loads apart: the page's stops need none of it
// until the dialog opens.
const AddStopForm = lazyPart(
  () => import('./add-stop-form').then((module) => module.AddStopForm),
  <SectionSpinner label="Loading the form…" />,
  { onLateArrival: takeDialogFocus },
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
