import type { Tier } from '../../../common/plans';
import type { TripStatus } from '../trips/types';

/** GET /api/admin/stats; storageUsed is in bytes and reportsCount counts open reports. */
export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  totalTrips: number;
  publicTrips: number;
  totalPhotos: number;
  storageUsed: number;
  premiumUsers: number;
  reportsCount: number;
}

/** One page of a list the server searches and pages. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  isAdmin: boolean;
  isActive: boolean;
  banReason: string | null;
  bannedAt: string | null;
  subscriptionTier: Tier;
  createdAt: string;
  tripCount: number;
  photoCount: number;
}

export interface AdminTrip {
  id: number;
  title: string;
  status: TripStatus;
  startDate: string;
  endDate: string;
  createdAt: string;
  isPublic: boolean;
  userId: number;
  userEmail: string | null;
  username: string;
  stopCount: number;
  photoCount: number;
  reportCount: number;
}

export interface TripReport {
  id: number;
  tripId: number;
  tripTitle: string;
  tripStatus: TripStatus;
  /** The reporter's username; null when the trip was reported by someone signed out. */
  reporter: string | null;
  reason: string;
  status: 'open' | 'resolved';
  createdAt: string;
  resolvedAt: string | null;
}

export interface WeeklyCount {
  /** The Monday that starts the week, YYYY-MM-DD. */
  week: string;
  total: number;
}

export interface AdminAnalytics {
  signupsByWeek: WeeklyCount[];
  tripsByWeek: WeeklyCount[];
  planMix: { tier: Tier; total: number }[];
}

export interface UploadSettings {
  /** Megabytes per photo. */
  maxUploadSize: number;
  maxPhotosPerTrip: number;
}
