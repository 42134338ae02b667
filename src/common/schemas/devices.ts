import { z } from 'zod';
import { DEVICE_APPS } from '../contract/devices';
import { idParam, requiredText } from './fields';

const tripIdField = idParam('Trip id').nullable();

export const createDeviceSchema = z.object({
  name: requiredText('Name is required', 100),
  app: z.enum(DEVICE_APPS, { error: `App must be one of ${DEVICE_APPS.join(', ')}` }),
  tripId: tripIdField.optional(),
});
export type CreateDeviceInput = z.infer<typeof createDeviceSchema>;

export const updateDeviceSchema = z.object({
  name: requiredText('Name is required', 100).optional(),
  tripId: tripIdField.optional(),
});
export type UpdateDeviceInput = z.infer<typeof updateDeviceSchema>;

export const deviceIdParams = z.object({ id: idParam('Device id') });
