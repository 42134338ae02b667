import { Button } from './button';
import { DialogFooter } from './dialog';
import { Spinner } from './spinner';

interface FormDialogFooterProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** Shown on the submit button while the form is being sent; the submit label otherwise. */
  pendingLabel?: string;
  /** Extra reason to keep the submit button disabled, such as an empty required field. */
  submitDisabled?: boolean;
}

/** The Cancel and submit buttons every form dialog ends with; both wait while the form is being sent. */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || submitDisabled}>
        {pending && <Spinner />}
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
