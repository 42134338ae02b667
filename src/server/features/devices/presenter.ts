import type { DeviceRow } from '../../db/schema';

/** A device as its owner lists it: never its token or the token's hash. */
export function toDeviceDto(device: DeviceRow) {
  return {
    id: device.id,
    name: device.name,
    app: device.app,
    tripId: device.tripId,
    createdAt: device.createdAt,
    lastSeenAt: device.lastSeenAt,
    pointCount: device.pointCount,
  };
}
