import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import type { DeviceApp } from '../../../common/contract/devices';
import { APP_CHOICES } from './device-apps';
import { TripChoice } from './trip-choice';

export interface DeviceDraft {
  name: string;
  app: DeviceApp;
  tripId: number | null;
}

interface DeviceFieldsProps {
  value: DeviceDraft;
  onChange: (value: DeviceDraft) => void;
  nameError?: string;
  /** The app is chosen once, when the device is added: its token and setup are the app's. */
  chooseApp: boolean;
}

/** A device's name, its app (when added) and the trip it records into. */
export function DeviceFields({ value, onChange, nameError, chooseApp }: DeviceFieldsProps) {
  const appId = useId();
  const tripId = useId();
  const set = (change: Partial<DeviceDraft>) => onChange({ ...value, ...change });
  return (
    <div className="grid gap-4">
      <TextField
        label="Name"
        placeholder="My phone"
        required
        maxLength={100}
        autoComplete="off"
        value={value.name}
        error={nameError}
        onChange={(event) => set({ name: event.target.value })}
      />
      {chooseApp && (
        <div className="grid gap-2">
          <Label htmlFor={appId}>App</Label>
          <NativeSelect
            id={appId}
            value={value.app}
            onChange={(event) => set({ app: event.target.value as DeviceApp })}
          >
            {APP_CHOICES.map(([app, name]) => (
              <option key={app} value={app}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={tripId}>Records into</Label>
        <TripChoice
          id={tripId}
          value={value.tripId}
          describedBy={`${tripId}-hint`}
          onChange={(trip) => set({ tripId: trip })}
        />
        <p id={`${tripId}-hint`} className="text-xs text-muted-foreground">
          Without a trip, each point joins the trip whose dates include its day, or waits for one.
        </p>
      </div>
    </div>
  );
}
