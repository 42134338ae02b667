import { z } from 'zod';
import { isoDate } from './fields';

/** The phone apps a device may be: each has its own protocol and setup. */
export const DEVICE_APPS = ['owntracks', 'overland', 'gpslogger', 'traccar', 'other'] as const;
export type DeviceApp = (typeof DEVICE_APPS)[number];

/** What to type into the app, for the device's app: the URL always, and the rest where the app has it. */
export const deviceSetupSchema = z.object({
  url: z.string(),
  /** HTTP Basic user name, where the app asks for one (any name is accepted). */
  user: z.string().optional(),
  /** HTTP Basic password: the token. */
  password: z.string().optional(),
  /** What the app calls its device identifier, where the token goes there (Traccar Client). */
  identifier: z.string().optional(),
  /** A header to add, where the app takes headers. */
  header: z.object({ name: z.string(), value: z.string() }).optional(),
  /** A link the app opens to set itself up, also shown as a QR code. */
  link: z.string().optional(),
  /** A few words on where in the app these go. */
  notes: z.string(),
});

/** A device as its owner lists it: never its token. */
export const deviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  app: z.enum(DEVICE_APPS),
  tripId: z.number().nullable(),
  createdAt: isoDate,
  lastSeenAt: isoDate.nullable(),
  pointCount: z.number(),
});

/** POST /api/devices: the new device with its token, shown this once, and how to set up its app. */
export const createdDeviceSchema = deviceSchema.extend({ token: z.string(), setup: deviceSetupSchema });

/** GET /api/trips/:id/position, and `event: position` of the trip's live events: where the traveller is. */
export const positionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  at: isoDate,
  /** The device that sent it. */
  device: z.object({ id: z.number(), name: z.string() }),
});

export type Device = z.input<typeof deviceSchema>;
export type CreatedDevice = z.input<typeof createdDeviceSchema>;
export type Position = z.input<typeof positionSchema>;
