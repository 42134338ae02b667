import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { CreatedDevice } from '../../../common/contract/devices';
import { APP_NAMES } from './device-apps';
import type { DeviceDraft } from './device-fields';
import { DeviceForm } from './device-form';
import { DeviceSetup } from './device-setup';
import { useCreateDevice } from './use-device-mutations';

const NEW_DEVICE: DeviceDraft = { name: '', app: 'owntracks', tripId: null };

/** Adds a device, then shows its token and its app's setup, this once. */
export function AddDeviceDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedDevice | null>(null);
  const create = useCreateDevice(setCreated);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCreated(null);
          create.reset();
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add device
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{`Set up ${APP_NAMES[created.app]} on ${created.name}`}</DialogTitle>
              <DialogDescription>
                Enter these in the app once; it then sends the route by itself, even while the phone is
                locked.
              </DialogDescription>
            </DialogHeader>
            <DeviceSetup device={created} />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Add a device</DialogTitle>
              <DialogDescription>
                A phone app that records your route in the background and sends it to Roadbook.
              </DialogDescription>
            </DialogHeader>
            <DeviceForm
              initial={NEW_DEVICE}
              chooseApp
              pending={create.isPending}
              submitLabel="Add device"
              pendingLabel="Adding…"
              onCancel={close}
              onSubmit={(draft) => create.mutate(draft)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
