import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  takeDialogFocus,
} from '@/components/ui/dialog';
import { SectionSpinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';
import type { Stop } from '../../../../common/contract/stops';

// Its code (the form library, the stop schemas) loads apart: a page of stops needs none of it until one is edited.
const EditStopForm = lazyPart(
  () => import('./edit-stop-fields').then((module) => module.EditStopForm),
  <SectionSpinner label="Loading the form…" />,
  { onLateArrival: takeDialogFocus },
);

export const preloadEditStopForm = EditStopForm.preload;

interface EditStopDialogProps {
  stop: Stop;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditStopDialog({ stop, open, onOpenChange }: EditStopDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Stop</DialogTitle>
          <DialogDescription>Change the details of {stop.name}.</DialogDescription>
        </DialogHeader>
        <EditStopForm stop={stop} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
