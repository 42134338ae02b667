import { Smartphone } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionSpinner } from '@/components/ui/spinner';
import { useTrips } from '@/lib/queries/trips';
import { useNow } from '@/lib/use-now';
import { AddDeviceDialog } from './add-device-dialog';
import { DeviceRow } from './device-row';
import { useDevices } from './devices-api';

/**
 * The phone apps that record the traveller's route in the background (OwnTracks, Overland, GPSLogger, Traccar
 * Client): add one, see when each last sent a point, rename, repoint or revoke it.
 */
export function DevicesCard() {
  const devices = useDevices();
  const trips = useTrips();
  const now = useNow();
  const tripNames = new Map((trips.data ?? []).map((trip) => [trip.id, trip.title]));
  const list = devices.data ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid flex-1 basis-64 gap-1.5">
          <CardTitle>Phone trackers</CardTitle>
          <CardDescription>
            A tracking app on your phone records the route in the background, keeps points while offline and
            sends them here: each trip’s route fills in by itself.
          </CardDescription>
        </div>
        <AddDeviceDialog />
      </CardHeader>
      <CardContent>
        {devices.isLoading ? (
          <SectionSpinner label="Loading your devices…" />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Smartphone}
            title="No devices yet"
            description="Add OwnTracks, Overland, GPSLogger or Traccar Client to record your trips from the phone."
          />
        ) : (
          <ul aria-label="Devices" className="grid divide-y rounded-lg border">
            {list.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                tripName={device.tripId === null ? null : (tripNames.get(device.tripId) ?? null)}
                now={now}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
