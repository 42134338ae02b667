import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  lazyDialogFields,
} from '@/components/ui/dialog';
import type { Stop } from '../../../../common/contract/stops';

// Its code (the form library, the stop schemas) loads apart: a page of stops needs none of it until one is edited.
const EditStopForm = lazyDialogFields(
  () => import('./edit-stop-fields').then((module) => module.EditStopForm),
  'Loading the form…',
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
