import { Smartphone, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { countOf, formatDateTime } from '@/lib/format';
import { timeAgo } from '@/lib/time-ago';
import type { Device } from '../../../common/contract/devices';
import { APP_NAMES } from './device-apps';
import { EditDeviceDialog } from './edit-device-dialog';
import { useRevokeDevice } from './use-device-mutations';

interface DeviceRowProps {
  device: Device;
  /** The name of the trip it records into; null for the trip of each point's day. */
  tripName: string | null;
  now: number;
}

/** One device: its app, trip, when it last sent a point and how many; edit and revoke. */
export function DeviceRow({ device, tripName, now }: DeviceRowProps) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeDevice(device, () => setConfirming(false));
  const nameId = useId();
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4" aria-labelledby={nameId}>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary sm:flex">
        <Smartphone className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="truncate font-medium">
            {device.name}
          </span>
          <Badge variant="info">{APP_NAMES[device.app]}</Badge>
        </div>
        <span className="text-sm break-words text-muted-foreground">
          {tripName ? `Records into ${tripName}` : 'Records into the trip on each point’s dates'}
        </span>
        <span className="text-xs text-muted-foreground">
          {device.lastSeenAt ? (
            <time dateTime={device.lastSeenAt} title={formatDateTime(device.lastSeenAt)}>
              {`Last seen ${timeAgo(device.lastSeenAt, now)}`}
            </time>
          ) : (
            'Never seen'
          )}
          {` · ${countOf(device.pointCount, 'point')}`}
        </span>
      </div>
      <div className="flex shrink-0 items-center">
        <EditDeviceDialog device={device} />
        <IconButton
          className="text-muted-foreground hover:text-destructive"
          label={`Revoke ${device.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </IconButton>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke ${device.name}?`}
        description="Its token stops working at once: the app can send no more points. The points it sent stay on your trips."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}
