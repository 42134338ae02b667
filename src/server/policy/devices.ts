import type { Executor } from '../db/client';
import type { DeviceRow, UserRow } from '../db/schema';
import { notFound, unauthorized } from '../http/errors';
import { findDevice, findDeviceByTokenHash, findTrip } from './access-repo';
import { TRIP_NOT_FOUND } from './trips';

export const DEVICE_NOT_FOUND = 'Device not found';
const DEVICE_TOKEN_REFUSED = 'This device token is wrong or was revoked';

/** A device is its owner's alone: anyone else gets 404, so device ids cannot be probed. */
export async function requireDeviceOwner(db: Executor, user: UserRow, deviceId: number): Promise<DeviceRow> {
  const device = await findDevice(db, deviceId);
  if (!device || device.userId !== user.id) throw notFound(DEVICE_NOT_FOUND);
  return device;
}

/**
 * The device a token (already hashed) belongs to, with its owner: it may add points to that device and nothing
 * else. A wrong or revoked token, or one of a banned owner, gets 401.
 */
export async function requireDeviceToken(db: Executor, tokenHash: string | null) {
  const found = tokenHash ? await findDeviceByTokenHash(db, tokenHash) : undefined;
  if (!found) throw unauthorized(DEVICE_TOKEN_REFUSED);
  return found;
}

/** A device records into one of its owner's own trips; any other trip is as missing as none. */
export async function requireOwnTripForDevice(db: Executor, user: UserRow, tripId: number): Promise<void> {
  const trip = await findTrip(db, tripId);
  if (!trip || trip.userId !== user.id) throw notFound(TRIP_NOT_FOUND);
}
