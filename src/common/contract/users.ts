import { z } from 'zod';
import { TIERS } from '../plans';
import { DISTANCE_UNITS } from '../units';
import { isoDate } from './fields';

/** GET /api/basic-user: the signed-in user without the heavy parts. */
export const basicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionTier: z.enum(TIERS),
  isAdmin: z.boolean(),
  /** The unit every distance and speed is shown in. */
  distanceUnit: z.enum(DISTANCE_UNITS),
});

/** GET /api/user: never the password hash or provider secrets. */
export const userSchema = basicUserSchema.extend({
  role: z.enum(['user', 'admin']),
  subscriptionStatus: z.string().nullable(),
  subscriptionExpiresAt: isoDate.nullable(),
  isActive: z.boolean(),
  /** Whether other travellers' people search may return this account. */
  findableByName: z.boolean(),
  /** An account of the identity provider that never set a password: it confirms by signing in again instead. */
  singleSignOn: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** Who did something on a trip ("Added by Bob"): public names only. */
export const actorSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  username: z.string(),
});

/** Someone found by the share dialog's search: names and a masked e-mail only. */
export const personSchema = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string().nullable(),
  email: z.string().nullable(),
});

export const userMessageSchema = z.object({ message: z.string(), user: userSchema });

/** The signed-in user as the browser holds it; /api/basic-user leaves out the optional fields. */
export type User = z.input<typeof basicUserSchema> &
  Partial<Omit<z.input<typeof userSchema>, keyof z.input<typeof basicUserSchema>>>;
