import type { CreateDeviceInput, UpdateDeviceInput } from '../../../common/schemas/devices';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DEVICE_NOT_FOUND, requireDeviceOwner, requireOwnTripForDevice } from '../../policy/devices';
import { hashToken, newToken } from '../auth';
import { toDeviceDto } from './presenter';
import { insertDevice, listDevicesOf, markDeviceRevoked, updateDevice } from './repo';
import { deviceSetup } from './setup';

/** Adds a device; its token is in this reply alone (only its hash is kept), with how to set up its app. */
export async function addDevice(ctx: AppContext, user: UserRow, input: CreateDeviceInput) {
  const tripId = input.tripId ?? null;
  if (tripId !== null) await requireOwnTripForDevice(ctx.db, user, tripId);
  const token = newToken();
  const device = await insertDevice(ctx.db, {
    userId: user.id,
    name: input.name,
    app: input.app,
    tripId,
    tokenHash: hashToken(token),
  });
  return { ...toDeviceDto(device), token, setup: deviceSetup(ctx.config.appUrl, device.app, token) };
}

export async function devicesOf(ctx: AppContext, user: UserRow) {
  return (await listDevicesOf(ctx.db, user.id)).map(toDeviceDto);
}

/** Renames a device or points it at another of its owner's trips (null: the trip covering each point's day). */
export async function changeDevice(
  ctx: AppContext,
  user: UserRow,
  deviceId: number,
  input: UpdateDeviceInput,
) {
  const device = await requireDeviceOwner(ctx.db, user, deviceId);
  if (input.tripId !== undefined && input.tripId !== null) {
    await requireOwnTripForDevice(ctx.db, user, input.tripId);
  }
  const updated = await updateDevice(ctx.db, device.id, { name: input.name, tripId: input.tripId });
  if (!updated) throw notFound(DEVICE_NOT_FOUND);
  return toDeviceDto(updated);
}

/**
 * Revokes a device: its token stops working at once and it leaves the list; the points it sent are kept, those
 * waiting for a trip too.
 */
export async function revokeDevice(ctx: AppContext, user: UserRow, deviceId: number): Promise<void> {
  const device = await requireDeviceOwner(ctx.db, user, deviceId);
  await markDeviceRevoked(ctx.db, device.id);
}
