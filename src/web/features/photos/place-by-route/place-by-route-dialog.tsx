import { MapPin, MapPinPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { PhotoImage } from '@/components/ui/photo-image';
import { SectionSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { photoTitle, thumbnailUrl } from '@/lib/photo-urls';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Photo } from '../../../../common/contract/photos';
import type { RoutePlacement } from '../../../../common/contract/place-by-route';
import { DEFAULT_MAX_GAP_MINUTES, MAX_PLACEMENT_MINUTES } from '../../../../common/schemas/place-by-route';
import type { PlacementSettings } from './placement-api';
import { previewLine } from './placement-texts';
import { usePlacementPreview, usePlacePhotos } from './use-place-by-route';

interface PlaceByRouteDialogProps {
  tripId: number;
  photos: readonly Photo[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PlaceByRouteDialog({ tripId, photos, open, onOpenChange }: PlaceByRouteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Place photos by route</DialogTitle>
          <DialogDescription>
            Photos from a camera without GPS are placed where your route was when they were taken, and join
            the stops there.
          </DialogDescription>
        </DialogHeader>
        <PlaceByRouteForm tripId={tripId} photos={photos} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** A whole number of minutes within a day each way (`lowest` up), or the field's error. */
function minutesIn(text: string, lowest: number): { value: number } | { error: string } {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < lowest || value > MAX_PLACEMENT_MINUTES) {
    return { error: `Enter whole minutes from ${lowest} to ${MAX_PLACEMENT_MINUTES}` };
  }
  return { value };
}

/** Mounted each time the dialog opens, so it starts from the usual settings. */
function PlaceByRouteForm({
  tripId,
  photos,
  onDone,
}: {
  tripId: number;
  photos: readonly Photo[];
  onDone: () => void;
}) {
  const [gapText, setGapText] = useState(String(DEFAULT_MAX_GAP_MINUTES));
  const [offsetText, setOffsetText] = useState('0');
  const gap = minutesIn(gapText, 0);
  const offset = minutesIn(offsetText, -MAX_PLACEMENT_MINUTES);
  const settings: PlacementSettings | null =
    'value' in gap && 'value' in offset
      ? { maxGapMinutes: gap.value, clockOffsetMinutes: offset.value }
      : null;
  // The preview follows the fields once they have stopped changing.
  const key = settings && `${settings.maxGapMinutes} ${settings.clockOffsetMinutes}`;
  const settled = useDebouncedValue(key, 300);
  const asked = key !== null && settled === key ? settings : null;
  const preview = usePlacementPreview(tripId, asked);
  const place = usePlacePhotos(tripId, onDone);
  const current = asked !== null && !preview.isPlaceholderData && !preview.isFetching;

  return (
    <form
      className="grid min-w-0 gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (asked && current) place.mutate(asked);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MinutesField
          label="Largest gap (minutes)"
          hint="How far in time a photo may be from the nearest recorded point."
          lowest={0}
          value={gapText}
          onChange={setGapText}
          error={'error' in gap ? gap.error : undefined}
          disabled={place.isPending}
        />
        <MinutesField
          label="Camera clock offset (minutes)"
          hint="Added to the camera's clock: 60 if it was an hour behind."
          lowest={-MAX_PLACEMENT_MINUTES}
          value={offsetText}
          onChange={setOffsetText}
          error={'error' in offset ? offset.error : undefined}
          disabled={place.isPending}
        />
      </div>
      <PlacementPreview
        preview={preview.data}
        loading={asked !== null && preview.isPending}
        error={preview.isError ? errorMessage(preview.error) : null}
        photos={photos}
        stale={!current}
      />
      <FormDialogFooter
        onCancel={onDone}
        pending={place.isPending}
        submitLabel="Place photos"
        pendingLabel="Placing photos…"
        submitDisabled={!current || !preview.data || preview.data.placed.length === 0}
      />
    </form>
  );
}

function MinutesField({
  label,
  hint,
  lowest,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  hint: string;
  lowest: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const hintId = useId();
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <TextField
        label={label}
        type="number"
        min={lowest}
        max={MAX_PLACEMENT_MINUTES}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
        {...(error ? {} : { 'aria-describedby': hintId })}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function PlacementPreview({
  preview,
  loading,
  error,
  photos,
  stale,
}: {
  preview: RoutePlacement | undefined;
  loading: boolean;
  error: string | null;
  photos: readonly Photo[];
  /** Shown while the preview of new settings is on its way. */
  stale: boolean;
}) {
  if (error) return <p className="text-sm font-medium text-destructive">{error}</p>;
  if (loading || !preview) return <SectionSpinner label="Finding where the photos were taken…" />;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return (
    <section
      className={cn('grid min-w-0 gap-3 transition-opacity', stale && 'opacity-60')}
      aria-label="Preview"
      aria-busy={stale}
    >
      <p role="status" className="text-sm font-medium">
        {previewLine(preview)}
      </p>
      {preview.placed.length === 0 && preview.unplaced > 0 && (
        <p className="text-sm text-muted-foreground">
          No point of the route was recorded close enough to when they were taken. Try a larger gap, or the
          camera's clock offset if its clock was wrong.
        </p>
      )}
      {preview.placed.length > 0 && (
        <ul aria-label="Photos to place" className="grid max-h-64 gap-2 overflow-y-auto pr-1">
          {preview.placed.map(({ photoId, stopId, stopName }) => {
            const photo = byId.get(photoId);
            const name = photo ? photoTitle(photo) : `Photo ${photoId}`;
            return (
              <li key={photoId} className="flex min-w-0 items-center gap-3">
                {photo ? (
                  <PhotoImage
                    src={thumbnailUrl(photo)}
                    alt=""
                    className="size-12 shrink-0 rounded-md bg-muted object-cover"
                  />
                ) : (
                  <span className="size-12 shrink-0 rounded-md bg-muted" />
                )}
                <div className="grid min-w-0">
                  <span className="truncate text-sm font-medium">{name}</span>
                  <span className="flex min-w-0 items-start gap-1 text-sm text-muted-foreground">
                    {stopId === null ? (
                      <MapPinPlus aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    ) : (
                      <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    )}
                    <span className="min-w-0 break-words">
                      {stopId === null ? `New stop: ${stopName}` : stopName}
                    </span>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
