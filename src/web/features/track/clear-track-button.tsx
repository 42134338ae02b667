import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useClearTrack } from './use-track-mutations';

export function ClearTrackButton({ tripId }: { tripId: number }) {
  const [open, setOpen] = useState(false);
  const clearing = useClearTrack(tripId, () => setOpen(false));
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Clear route
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Clear the route?"
        description="The imported and recorded route of this trip is deleted. Stops and photos stay."
        confirmLabel="Clear route"
        pending={clearing.isPending}
        onConfirm={() => clearing.mutate()}
      />
    </>
  );
}
