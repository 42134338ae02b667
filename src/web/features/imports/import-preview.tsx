import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { toDateInput } from '@/lib/date-input';
import { useTrips } from '@/lib/queries/trips';
import { DayRangeFields } from './day-range-fields';
import { ImportFigures, SkippedParts } from './import-figures';
import { hasDateRange, IMPORT_KIND_LABELS } from './import-kinds';
import type { ImportDto } from './imports-api';

const NEW_TRIP = '';

/** What was found, before anything is written: the traveller picks the trip (and the days), then imports. */
export function ImportPreview({
  item,
  onStart,
  onCancel,
}: {
  item: ImportDto;
  onStart: (choice: { tripId?: number; from?: string; to?: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const trips = useTrips();
  const found = item.found ?? { trips: 0, stops: 0, points: 0, photos: 0, from: null, to: null };
  const [tripId, setTripId] = useState(item.tripId === null ? NEW_TRIP : String(item.tripId));
  const [from, setFrom] = useState(found.from ? toDateInput(found.from) : '');
  const [to, setTo] = useState(found.to ? toDateInput(found.to) : '');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withDays = hasDateRange(item.kind);
  const intoNew = tripId === NEW_TRIP;
  const newTrips = item.kind === 'polarsteps' || item.kind === 'roadbook' ? found.trips : 1;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await onStart({
        tripId: intoNew ? undefined : Number(tripId),
        ...(withDays && from ? { from } : {}),
        ...(withDays && to ? { to } : {}),
      });
    } catch (failure) {
      setError(errorMessage(failure));
      setStarting(false);
    }
  };

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">
          Found: {item.kind ? IMPORT_KIND_LABELS[item.kind] : 'your files'}
        </h2>
        <p className="text-sm text-muted-foreground">
          Nothing has been written yet. Check what will come in.
        </p>
      </div>
      <ImportFigures counts={found} label="Found in the files" />
      {item.message && (
        <p role="status" className="text-sm text-destructive">
          {item.message}
        </p>
      )}
      <SkippedParts skipped={item.skipped} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="import-trip">Import into</Label>
          <NativeSelect id="import-trip" value={tripId} onChange={(event) => setTripId(event.target.value)}>
            <option value={NEW_TRIP}>{newTrips > 1 ? `${newTrips} new trips` : 'A new trip'}</option>
            {(trips.data ?? []).map((trip) => (
              <option key={trip.id} value={trip.id}>
                {trip.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        {withDays && <DayRangeFields idPrefix="import" from={from} to={to} onFrom={setFrom} onTo={setTo} />}
      </div>
      <p className="text-sm text-muted-foreground">
        {intoNew
          ? newTrips > 1
            ? `${newTrips} trips will be made, with their stops, routes and photos.`
            : 'One trip will be made, with the stops, route and photos found.'
          : 'The stops, route points and photos found will be added to this trip; what it already holds stays.'}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={start} disabled={starting}>
          Import
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={starting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
