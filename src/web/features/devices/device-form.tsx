import { useState } from 'react';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { createDeviceSchema } from '../../../common/schemas/devices';
import { type DeviceDraft, DeviceFields } from './device-fields';

interface DeviceFormProps {
  initial: DeviceDraft;
  /** The app is chosen once, when the device is added: its token and setup are the app's. */
  chooseApp: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel: () => void;
  /** Called with the name trimmed, once it is one the server takes. */
  onSubmit: (draft: DeviceDraft) => void;
}

/**
 * The form of a device being added or edited. Its dialog's content is mounted anew at each opening, so the form
 * starts from `initial` each time.
 */
export function DeviceForm({
  initial,
  chooseApp,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  onSubmit,
}: DeviceFormProps) {
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = createDeviceSchema.shape.name.safeParse(draft.name);
        setNameError(name.success ? undefined : name.error.issues[0]?.message);
        if (name.success) onSubmit({ ...draft, name: name.data });
      }}
    >
      <DeviceFields value={draft} onChange={setDraft} nameError={nameError} chooseApp={chooseApp} />
      <FormDialogFooter
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
