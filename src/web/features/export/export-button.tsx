import { FileDown } from 'lucide-react';
import { type Ref, useImperativeHandle } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ExportProgress } from './export-progress';
import { useTravelGuideExport } from './use-travel-guide-export';

/** Starts the export from elsewhere on the page, its progress shown as from the button. */
export interface ExportHandle {
  start: () => void;
}

/** The header's Export button: builds the PDF travel guide and shows its progress meanwhile. */
export function ExportButton({ tripId, ref }: { tripId: number; ref?: Ref<ExportHandle> }) {
  const { start, exporting, progress } = useTravelGuideExport(tripId);
  useImperativeHandle(ref, () => ({ start }));
  return (
    <>
      <Button variant="outline" size="sm" disabled={exporting} onClick={start}>
        {exporting ? <Spinner /> : <FileDown aria-hidden="true" />}
        Export
      </Button>
      <Dialog open={exporting}>
        <DialogContent
          closeButton={false}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>Exporting PDF</DialogTitle>
            <DialogDescription>Your travel guide downloads as soon as it is ready.</DialogDescription>
          </DialogHeader>
          <ExportProgress progress={progress} />
        </DialogContent>
      </Dialog>
    </>
  );
}
