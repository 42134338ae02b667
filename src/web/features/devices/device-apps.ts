import type { DeviceApp } from '../../../common/contract/devices';

export const APP_NAMES: Record<DeviceApp, string> = {
  owntracks: 'OwnTracks',
  overland: 'Overland',
  gpslogger: 'GPSLogger',
  traccar: 'Traccar Client',
  other: 'Other',
};

export const APP_CHOICES = Object.entries(APP_NAMES) as [DeviceApp, string][];
