import {
  CalendarDays,
  ExternalLink,
  FileImage,
  ImageUp,
  MapPin,
  MapPinPlus,
  Pencil,
  Route,
  Star,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AddedBy } from '@/components/added-by';
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
import { useMayDeleteAdded } from '@/lib/trip-permissions';
import type { Photo } from '../../../../common/contract/photos';
import { hasLocation } from '../../../../common/geo';
import { useChooseCover, useCreateStopFromPhoto } from '../use-photo-mutations';
import { AutoTags } from './auto-tags';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { EditPhotoDialog } from './edit-photo-dialog';

interface PhotoDetailsDialogProps {
  photo: Photo | null;
  stopName: string | null;
  canEdit: boolean;
  /** The trip's page, when the photo is shown away from it. */
  tripHref?: string;
  /** Whether the photo is its trip's cover; unknown (no cover control) away from the trip's gallery. */
  isCover?: boolean;
  onClose: () => void;
}

/** One photo large, with what is known about it; the owner can edit or delete it from here. */
export function PhotoDetailsDialog({
  photo,
  stopName,
  canEdit,
  tripHref,
  isCover,
  onClose,
}: PhotoDetailsDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent className="max-w-3xl gap-5">
          <PhotoDetails
            photo={photo}
            stopName={stopName}
            canEdit={canEdit}
            tripHref={tripHref}
            isCover={isCover}
            onDeleted={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface PhotoDetailsProps {
  photo: Photo;
  stopName: string | null;
  canEdit: boolean;
  tripHref?: string;
  isCover?: boolean;
  onDeleted: () => void;
}

function PhotoDetails({ photo, stopName, canEdit, tripHref, isCover, onDeleted }: PhotoDetailsProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const createStop = useCreateStopFromPhoto(photo);
  const chooseCover = useChooseCover(photo, isCover === true);
  const canMakeStop = canEdit && !photo.stopId && hasLocation(photo.latitude, photo.longitude);
  const backToView = (open: boolean) => !open && setMode('view');
  const mayDelete = useMayDeleteAdded(photo.createdBy);
  const facts = [
    stopName && { icon: MapPin, text: stopName },
    photo.takenAt && { icon: CalendarDays, text: `Taken ${formatDateTime(photo.takenAt)}` },
    { icon: FileImage, text: `${formatFileSize(photo.size)} · ${photo.mimetype}` },
    isCover && { icon: Star, text: 'The trip’s cover photo' },
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
      <AddedBy person={photo.createdBy} />
      {photo.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {photo.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <AutoTags photo={photo} canEdit={canEdit} />
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="break-words">{text}</span>
          </li>
        ))}
      </ul>
      <DialogFooter className="sm:justify-between">
        <div className="flex flex-wrap gap-x-4">
          <Button asChild variant="link" className="h-10 self-start px-0">
            <a href={originalUrl(photo)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Open full size
            </a>
          </Button>
          {tripHref && (
            <Button asChild variant="link" className="h-10 self-start px-0">
              <Link href={tripHref}>
                <Route aria-hidden="true" />
                Open trip
              </Link>
            </Button>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {isCover !== undefined && (
              <Button variant="outline" disabled={chooseCover.isPending} onClick={() => chooseCover.mutate()}>
                <ImageUp aria-hidden="true" />
                {isCover ? 'Remove as cover' : 'Use as cover'}
              </Button>
            )}
            {canMakeStop && (
              <Button variant="outline" disabled={createStop.isPending} onClick={() => createStop.mutate()}>
                <MapPinPlus aria-hidden="true" />
                Create stop
              </Button>
            )}
            {mayDelete && (
              <Button variant="outline" onClick={() => setMode('delete')}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
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
