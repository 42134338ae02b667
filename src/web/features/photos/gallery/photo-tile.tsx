import { MapPinPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/icon-button';
import { PhotoImage } from '@/components/ui/photo-image';
import { Spinner } from '@/components/ui/spinner';
import { photoTitle, thumbnailUrl } from '@/lib/photo-urls';
import { useMayDeleteAdded } from '@/lib/trip-permissions';
import type { Photo } from '../../../../common/contract/photos';
import { hasLocation } from '../../../../common/geo';
import { useCreateStopFromPhoto } from '../use-photo-mutations';
import { DeletePhotoDialog } from './delete-photo-dialog';

interface PhotoTileProps {
  photo: Photo;
  stopName: string | null;
  caption?: string | null;
  canEdit: boolean;
  onOpen: () => void;
  /** Tiles the page opens with: fetched at once rather than when the browser finds them on screen. */
  firstRow?: boolean;
}

const toolButton = 'bg-card/90 text-foreground shadow-sm hover:bg-card';

/**
 * What a square tile holds: the thumbnail that opens the photo, and tools that show on hover and on keyboard
 * focus. Touch screens have no hover: there the tools are in the photo's own dialog, not on every tile. The grid
 * supplies the tile itself.
 */
export function PhotoTile({
  photo,
  stopName,
  caption = null,
  canEdit,
  onOpen,
  firstRow = false,
}: PhotoTileProps) {
  // The tools are drawn once the pointer or the keyboard first comes to the tile: a dozen tiles, each with two
  // tooltips and a dialog, are much of a trip page's first render, and most are never used.
  const [toolsWanted, setToolsWanted] = useState(false);
  const wantTools = canEdit && !toolsWanted ? () => setToolsWanted(true) : undefined;
  const located = hasLocation(photo.latitude, photo.longitude);

  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        onPointerEnter={wantTools}
        onFocus={wantTools}
        aria-label={`Open photo ${photoTitle(photo)}`}
        className="block size-full focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <PhotoImage
          src={thumbnailUrl(photo)}
          alt=""
          loading={firstRow ? 'eager' : 'lazy'}
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
        {caption && (
          <Badge className="block max-w-full truncate border-transparent bg-slate-900/75 font-normal text-white">
            {caption}
          </Badge>
        )}
      </div>
      {canEdit && toolsWanted && <TileTools photo={photo} located={located} />}
    </>
  );
}

function TileTools({ photo, located }: { photo: Photo; located: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const createStop = useCreateStopFromPhoto(photo);
  const mayDelete = useMayDeleteAdded(photo.createdBy);
  return (
    <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:hidden">
      {!photo.stopId && located && (
        <IconButton
          className={toolButton}
          label="Create stop from photo"
          disabled={createStop.isPending}
          onClick={() => createStop.mutate()}
        >
          {createStop.isPending ? <Spinner /> : <MapPinPlus aria-hidden="true" />}
        </IconButton>
      )}
      {mayDelete && (
        <IconButton
          className={`${toolButton} hover:text-destructive`}
          label="Delete photo"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </IconButton>
      )}
      <DeletePhotoDialog photo={photo} open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}
