import { CalendarDays, ExternalLink, FileImage, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PhotoImage } from '@/components/ui/photo-image';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { originalUrl, photoTitle } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { EditPhotoDialog } from './edit-photo-dialog';

interface PhotoDetailsDialogProps {
  photo: Photo | null;
  stopName: string | null;
  canEdit: boolean;
  onClose: () => void;
}

/** One photo large, with what is known about it; the owner can edit or delete it from here. */
export function PhotoDetailsDialog({ photo, stopName, canEdit, onClose }: PhotoDetailsDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent className="max-w-3xl gap-5">
          <PhotoDetails photo={photo} stopName={stopName} canEdit={canEdit} onDeleted={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface PhotoDetailsProps {
  photo: Photo;
  stopName: string | null;
  canEdit: boolean;
  onDeleted: () => void;
}

function PhotoDetails({ photo, stopName, canEdit, onDeleted }: PhotoDetailsProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const backToView = (open: boolean) => !open && setMode('view');
  const facts = [
    stopName && { icon: MapPin, text: stopName },
    photo.takenAt && { icon: CalendarDays, text: `Taken ${formatDateTime(photo.takenAt)}` },
    { icon: FileImage, text: `${formatFileSize(photo.size)} · ${photo.mimetype}` },
  ].filter((fact) => !!fact);

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{photoTitle(photo)}</DialogTitle>
        <DialogDescription className="sr-only">Photo details</DialogDescription>
      </DialogHeader>
      <div className="-mx-6 bg-slate-950 sm:mx-0 sm:rounded-xl">
        <PhotoImage
          src={originalUrl(photo)}
          alt={photoTitle(photo)}
          loading="eager"
          className="mx-auto max-h-[60vh] w-auto object-contain sm:rounded-xl"
        />
      </div>
      {photo.caption && <p className="text-sm break-words whitespace-pre-line">{photo.caption}</p>}
      {photo.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {photo.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="break-words">{text}</span>
          </li>
        ))}
      </ul>
      <DialogFooter className="sm:justify-between">
        <Button asChild variant="link" className="h-10 self-start px-0">
          <a href={originalUrl(photo)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Open full size
          </a>
        </Button>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setMode('delete')}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
            <Button onClick={() => setMode('edit')}>
              <Pencil aria-hidden="true" />
              Edit Photo
            </Button>
          </div>
        )}
      </DialogFooter>
      {canEdit && (
        <>
          <EditPhotoDialog photo={photo} open={mode === 'edit'} onOpenChange={backToView} />
          <DeletePhotoDialog
            photo={photo}
            open={mode === 'delete'}
            onOpenChange={backToView}
            onDeleted={onDeleted}
          />
        </>
      )}
    </>
  );
}
