import { z } from 'zod';
import { TIERS } from '../plans';
import { isoDate, tripStatus } from './fields';
import { userSchema } from './users';

/** GET /api/admin/stats; storageUsed is in bytes and reportsCount counts open reports. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalTrips: z.number(),
  publicTrips: z.number(),
  totalPhotos: z.number(),
  storageUsed: z.number(),
  premiumUsers: z.number(),
  reportsCount: z.number(),
});

/** One page of a list the server searches and pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  banReason: z.string().nullable(),
  bannedAt: isoDate.nullable(),
  subscriptionTier: z.enum(TIERS),
  createdAt: isoDate,
  tripCount: z.number(),
  photoCount: z.number(),
});
export const adminUsersPageSchema = pageOf(adminUserSchema);

export const adminTripSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: tripStatus,
  startDate: isoDate,
  endDate: isoDate,
  createdAt: isoDate,
  isPublic: z.boolean(),
  userId: z.number(),
  userEmail: z.string().nullable(),
  username: z.string(),
  stopCount: z.number(),
  photoCount: z.number(),
  reportCount: z.number(),
});
export const adminTripsPageSchema = pageOf(adminTripSchema);

export const reportSchema = z.object({
  id: z.number(),
  tripId: z.number(),
  reporterId: z.number().nullable(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
});

/** A report in the Reports tab; reporter is a username, null when reported by someone signed out. */
export const tripReportSchema = reportSchema.extend({
  tripTitle: z.string(),
  tripStatus,
  reporter: z.string().nullable(),
});

/** Counts per week, the Monday that starts it as YYYY-MM-DD. */
const weeklySchema = z.array(z.object({ week: z.string(), total: z.number() }));

export const analyticsSchema = z.object({
  signupsByWeek: weeklySchema,
  tripsByWeek: weeklySchema,
  planMix: z.array(z.object({ tier: z.enum(TIERS), total: z.number() })),
});

/** Megabytes per photo, and photos per trip. */
export const uploadSettingsSchema = z.object({ maxUploadSize: z.number(), maxPhotosPerTrip: z.number() });

export const maintenanceNoticeSchema = z.object({
  scheduledDate: z.string(),
  duration: z.string(),
  message: z.string(),
});

export const userActionSchema = z.object({ message: z.string(), userId: z.number() });
export const announcementResultSchema = z.object({ recipients: z.number(), note: z.string() });

/** GET /api/admin/export/users, a JSON download: every account with its ban. */
export const usersExportSchema = z.object({
  exportedAt: z.string(),
  count: z.number(),
  users: z.array(userSchema.extend({ bannedAt: isoDate.nullable(), banReason: z.string().nullable() })),
});
