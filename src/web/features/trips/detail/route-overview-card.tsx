import type { ReactNode, Ref } from 'react';
import { LazyTripMap } from '@/components/map/lazy-trip-map';
import { LivePositionNote } from '@/components/map/live-position-note';
import type { TripMapHandle } from '@/components/map/trip-map';
import { NotYet } from '@/components/not-yet';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { distanceKnown, drivingKnown, figureSource } from '@/lib/figure-source';
import type { WaitingStop } from '@/lib/outbox/waiting-stop';
import type { TripPosition } from '@/lib/queries/position';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { RoutePoint } from '../../../../common/contract/fields';
import type { Photo } from '../../../../common/contract/photos';
import type { Stop } from '../../../../common/contract/stops';
import type { TripDetail } from '../../../../common/contract/trips';
import type { PrivacyZone } from '../../../../common/schemas/privacy';
import { averageSpeedMph, averageStopTime } from '../../../../common/trips/trip-rules';
import { distanceNumber, formatSpeed } from '../../../../common/units';

interface RouteOverviewCardProps {
  trip: TripDetail;
  stops: readonly Stop[];
  /** Stops made on this device, not stored yet: on the map, not in the figures, which are the server's. */
  waitingStops?: readonly WaitingStop[];
  photos: readonly Photo[];
  route: readonly RoutePoint[];
  mapRef: Ref<TripMapHandle>;
  /** The GPS route row shown under the stats. */
  gpsRoute?: ReactNode;
  /** The owner's privacy zones, shaded on the map. */
  privacyZones?: readonly PrivacyZone[];
  /** Called once the map has made its pins (`TripMap`'s `onDrawn`). */
  onMapDrawn?: () => void;
  /** The traveller's latest position from their phone, if any. */
  position?: TripPosition | null;
}

export function RouteOverviewCard({
  trip,
  stops,
  waitingStops,
  photos,
  route,
  mapRef,
  gpsRoute,
  privacyZones,
  onMapDrawn,
  position,
}: RouteOverviewCardProps) {
  const unit = useDistanceUnit();
  const { distance, driving } = trip;
  const speed = averageSpeedMph(distance.miles, driving.time);
  const stats: { label: string; value: ReactNode; note?: string | null }[] = [
    {
      label: unit === 'km' ? 'Total Kilometres' : 'Total Miles',
      ...(distanceKnown(distance)
        ? { value: distanceNumber(distance.miles, unit), note: figureSource(distance.source) }
        : { value: <NotYet /> }),
    },
    {
      label: 'Driving Time',
      ...(drivingKnown(driving)
        ? { value: driving.time, note: figureSource(driving.source) }
        : { value: <NotYet /> }),
    },
    { label: 'Avg Speed', value: speed === null ? <NotYet /> : formatSpeed(speed, unit) },
    { label: 'Avg Stop Time', value: averageStopTime(stops.length) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Route Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 px-3 sm:px-6">
        {/* Its section is drawn after the top of the page has been painted: the map need not wait again. */}
        <LazyTripMap
          ref={mapRef}
          stops={stops}
          waitingStops={waitingStops}
          photos={photos}
          route={route}
          privacyZones={privacyZones}
          position={position}
          onDrawn={onMapDrawn}
          afterPaint={false}
        />
        {position && <LivePositionNote position={position} />}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map(({ label, value, note }) => (
            <div key={label} className="rounded-xl bg-accent px-4 py-3 text-center">
              <dt className="text-xs font-medium text-accent-foreground/80">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-accent-foreground">{value}</dd>
              {note && <dd className="text-xs text-accent-foreground/80">{note}</dd>}
            </div>
          ))}
        </dl>
        {gpsRoute}
      </CardContent>
    </Card>
  );
}
