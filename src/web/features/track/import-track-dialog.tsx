import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ImportMode } from './track-api';
import { useImportTrack } from './use-track-mutations';

const ACCEPT = '.gpx,.kml,.kmz,.geojson,.json';
const MODES: { value: ImportMode; label: string }[] = [
  { value: 'replace', label: 'Replace the route' },
  { value: 'append', label: 'Add to the route' },
];

interface ImportTrackDialogProps {
  tripId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImportTrackDialog({ tripId, open, onOpenChange }: ImportTrackDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const [waypointsAsStops, setWaypointsAsStops] = useState(false);
  const importing = useImportTrack(tripId, () => {
    setFile(null);
    onOpenChange(false);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) importing.mutate({ file, mode, waypointsAsStops });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importing.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Route</DialogTitle>
          <DialogDescription>A GPX, KML, KMZ or GeoJSON file with a track or route.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>Route file</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              required
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <div role="radiogroup" aria-labelledby={`${id}-mode`} className="grid gap-2">
            <span id={`${id}-mode`} className="text-sm font-medium">
              When a route exists
            </span>
            {MODES.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={waypointsAsStops}
              onChange={(event) => setWaypointsAsStops(event.target.checked)}
              className="size-4 accent-primary"
            />
            Turn waypoints into stops
          </label>
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={importing.isPending}
            submitLabel="Import"
            submitDisabled={!file}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
