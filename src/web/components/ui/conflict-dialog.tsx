import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Spinner } from './spinner';

interface ConflictDialogProps {
  open: boolean;
  /** What was changed, as the title names it ("stop"). */
  what: string;
  /** How it reads now, after the other person's change. */
  theirs: string;
  pending: boolean;
  onReapply: () => void;
  onKeepTheirs: () => void;
}

/** Someone else saved a change first: apply this one over theirs, or keep theirs. Nothing is lost silently. */
export function ConflictDialog({
  open,
  what,
  theirs,
  pending,
  onReapply,
  onKeepTheirs,
}: ConflictDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepTheirs()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Someone else changed this ${what}`}</DialogTitle>
          <DialogDescription>
            {`While you were editing, another change was saved: ${theirs}. Apply your change over theirs, or keep theirs?`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeepTheirs} disabled={pending}>
            Keep theirs
          </Button>
          <Button onClick={onReapply} disabled={pending}>
            {pending && <Spinner />}
            Apply my change
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
