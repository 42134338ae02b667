import type { z } from 'zod';
import type {
  adminStatsSchema,
  adminTripSchema,
  adminUserSchema,
  analyticsSchema,
  pageOf,
  tripReportSchema,
  uploadSettingsSchema,
} from '../../../common/contract/admin';

/** GET /api/admin/stats; storageUsed is in bytes and reportsCount counts open reports. */
export type AdminStats = z.input<typeof adminStatsSchema>;

/** One page of a list the server searches and pages. */
export type AdminPage<T> = z.input<ReturnType<typeof pageOf<z.ZodType<T, T>>>>;

export type AdminUser = z.input<typeof adminUserSchema>;

export type AdminTrip = z.input<typeof adminTripSchema>;

export type TripReport = z.input<typeof tripReportSchema>;

export type AdminAnalytics = z.input<typeof analyticsSchema>;

export type WeeklyCount = AdminAnalytics['signupsByWeek'][number];

export type UploadSettings = z.input<typeof uploadSettingsSchema>;
