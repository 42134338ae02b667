import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PhotoDropzone } from './photo-dropzone';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';

interface UploadPhotosDialogProps {
  tripId: number;
  /** Files every photo under this stop instead of placing it by its GPS location. */
  stop?: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Uploads keep going while the dialog is closed, and the list is still there when it opens again. */
export function UploadPhotosDialog({ tripId, stop, open, onOpenChange }: UploadPhotosDialogProps) {
  const uploads = usePhotoUploads(tripId, stop?.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" closeButton={false}>
        <DialogHeader>
          <DialogTitle>Upload Photos</DialogTitle>
          <DialogDescription>
            {stop ? `Add photos to ${stop.name}.` : 'Add photos to this trip.'}
          </DialogDescription>
        </DialogHeader>
        <PhotoDropzone onDrop={uploads.add} />
        {uploads.items.length > 0 && (
          <UploadList items={uploads.items} onRemove={uploads.remove} stopId={stop?.id} />
        )}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={uploads.clearCompleted}
            disabled={!uploads.items.some((item) => item.status === 'completed')}
          >
            Clear completed
          </Button>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
