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
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import type { CreatedDevice } from '../../../common/contract/devices';
import { APP_NAMES } from './device-apps';
import { type DeviceDraft, DeviceFields } from './device-fields';
import { DeviceSetup } from './device-setup';
import { useCreateDevice } from './use-device-mutations';

const NEW_DEVICE: DeviceDraft = { name: '', app: 'owntracks', tripId: null };

/** Adds a device, then shows its token and its app's setup, this once. */
export function AddDeviceDialog() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(NEW_DEVICE);
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<CreatedDevice | null>(null);
  const create = useCreateDevice(setCreated);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(NEW_DEVICE);
          setNameError(undefined);
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
            <form
              className="grid gap-5"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const name = draft.name.trim();
                setNameError(name ? undefined : 'Name is required');
                if (name) create.mutate({ ...draft, name });
              }}
            >
              <DeviceFields value={draft} onChange={setDraft} nameError={nameError} chooseApp />
              <FormDialogFooter
                onCancel={close}
                pending={create.isPending}
                submitLabel="Add device"
                pendingLabel="Adding…"
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
