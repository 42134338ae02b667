import { MapPinPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PhotoImage } from '@/components/ui/photo-image';
import { Spinner } from '@/components/ui/spinner';
import { photoTitle, thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../../common/contract/photos';
import { hasLocation } from '../../../../common/geo';
import { useCreateStopFromPhoto } from '../use-photo-mutations';
import { DeletePhotoDialog } from './delete-photo-dialog';

interface PhotoTileProps {
  photo: Photo;
  stopName: string | null;
  canEdit: boolean;
  onOpen: () => void;
}

const toolButton = 'size-8 bg-card/90 text-foreground shadow-sm hover:bg-card';

/**
 * What a square tile holds: the thumbnail that opens the photo, and tools that show on hover, on keyboard focus
 * and on touch screens. The grid supplies the tile itself.
 */
export function PhotoTile({ photo, stopName, canEdit, onOpen }: PhotoTileProps) {
  const [confirming, setConfirming] = useState(false);
  const createStop = useCreateStopFromPhoto(photo);
  const located = hasLocation(photo.latitude, photo.longitude);
  const title = photoTitle(photo);

  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open photo ${title}`}
        className="block size-full focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <PhotoImage
          src={thumbnailUrl(photo)}
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </button>
      <div className="pointer-events-none absolute inset-x-2 bottom-2 flex flex-wrap gap-1">
        {stopName && (
          <Badge className="block max-w-full truncate border-transparent bg-slate-900/75 text-white">
            {stopName}
          </Badge>
        )}
        {!photo.stopId && located && <Badge variant="info">GPS</Badge>}
      </div>
      {canEdit && (
        <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          {!photo.stopId && located && (
            <Button
              size="icon"
              variant="ghost"
              className={toolButton}
              aria-label="Create stop from photo"
              disabled={createStop.isPending}
              onClick={() => createStop.mutate()}
            >
              {createStop.isPending ? <Spinner /> : <MapPinPlus aria-hidden="true" />}
            </Button>
          )}
          <Button
            size="icon"
            variant="ghost"
            className={`${toolButton} hover:text-destructive`}
            aria-label="Delete photo"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <DeletePhotoDialog photo={photo} open={confirming} onOpenChange={setConfirming} />
        </div>
      )}
    </>
  );
}
