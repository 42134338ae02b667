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
import { IconButton } from '@/components/ui/icon-button';
import type { Device } from '../../../common/contract/devices';
import { DeviceForm } from './device-form';
import { useUpdateDevice } from './use-device-mutations';

/** Renames a device or points it at another trip. */
export function EditDeviceDialog({ device }: { device: Device }) {
  const [open, setOpen] = useState(false);
  const save = useUpdateDevice(device, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
        <DeviceForm
          initial={device}
          chooseApp={false}
          pending={save.isPending}
          submitLabel="Save"
          onCancel={() => setOpen(false)}
          onSubmit={({ name, tripId }) => save.mutate({ name, tripId })}
        />
      </DialogContent>
    </Dialog>
  );
}
