import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { TextareaField } from '@/components/ui/textarea';
import { useReportTrip } from '../use-share-mutations';

const REASON_MIN_LENGTH = 3;
const REASON_MAX_LENGTH = 1000;

/** Lets anyone holding the link tell the administrators what is wrong with the trip. */
export function ReportTripDialog({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportTrip(token, () => {
    setOpen(false);
    setReason('');
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Flag aria-hidden="true" />
          Report this trip
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this trip</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with this trip. Our team will review it.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(reason.trim());
          }}
        >
          <TextareaField
            label="Reason"
            rows={4}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <FormDialogFooter
            onCancel={() => setOpen(false)}
            pending={report.isPending}
            submitLabel="Send Report"
            submitDisabled={reason.trim().length < REASON_MIN_LENGTH}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
