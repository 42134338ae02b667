import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { IconButton } from '@/components/ui/icon-button';
import type { Device } from '../../../common/contract/devices';
import { type DeviceDraft, DeviceFields } from './device-fields';
import { useUpdateDevice } from './use-device-mutations';

/** Renames a device or points it at another trip. */
export function EditDeviceDialog({ device }: { device: Device }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DeviceDraft>(device);
  const [nameError, setNameError] = useState<string>();
  const save = useUpdateDevice(device, () => setOpen(false));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(device);
          setNameError(undefined);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <IconButton className="text-muted-foreground" label={`Edit ${device.name}`}>
          <Pencil aria-hidden="true" />
        </IconButton>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit device</DialogTitle>
          <DialogDescription>Its token stays the same: the app needs no new setup.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const name = draft.name.trim();
            setNameError(name ? undefined : 'Name is required');
            if (name) save.mutate({ name, tripId: draft.tripId });
          }}
        >
          <DeviceFields value={draft} onChange={setDraft} nameError={nameError} chooseApp={false} />
          <FormDialogFooter onCancel={() => setOpen(false)} pending={save.isPending} submitLabel="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
