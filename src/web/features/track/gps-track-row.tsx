import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { TripRoute } from '../../../common/contract/trip-data';
import { formatDistance } from '../../../common/units';
import { ClearTrackButton } from './clear-track-button';
import { ImportTrackDialog } from './import-track-dialog';
import { RecordingControls } from './recording/recording-panel';
import type { TrackRecorder } from './recording/use-track-recorder';
import { exportUrl } from './track-api';

interface GpsTrackRowProps {
  tripId: number;
  canEdit: boolean;
  /** Clearing the route is for the trip's owner alone; editors add to it. */
  mayClear: boolean;
  route: TripRoute | undefined;
  recorder: TrackRecorder;
}

const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

/** The stored GPS route: its distance and size, import, recording, clearing and downloads. */
export function GpsTrackRow({ tripId, canEdit, mayClear, route, recorder }: GpsTrackRowProps) {
  const [importOpen, setImportOpen] = useState(false);
  const pointCount = route?.pointCount ?? 0;
  const unit = useDistanceUnit();
  return (
    <section aria-labelledby="gps-route-title" className="grid gap-3 rounded-xl border p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h3 id="gps-route-title" className="font-semibold">
          GPS route
        </h3>
        <p className="text-sm">
          Recorded distance: {formatDistance(route?.totalDistance ?? 0, unit, { fixed: true })}
        </p>
        <p className="text-sm text-muted-foreground">{pointCount} points</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canEdit && (
          <>
            <Button variant="outline" size="sm" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" />
              Import route
            </Button>
            {pointCount > 0 && mayClear && <ClearTrackButton tripId={tripId} />}
          </>
        )}
        <a href={exportUrl(tripId, 'gpx')} download className={linkClass}>
          <Download aria-hidden="true" />
          Download GPX
        </a>
        <a href={exportUrl(tripId, 'geojson')} download className={linkClass}>
          <Download aria-hidden="true" />
          Download GeoJSON
        </a>
      </div>
      {canEdit && <RecordingControls recorder={recorder} />}
      {canEdit && <ImportTrackDialog tripId={tripId} open={importOpen} onOpenChange={setImportOpen} />}
    </section>
  );
}
