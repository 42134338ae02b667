import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics, AdminStats, TripReport, UploadSettings } from './types';

export const adminQueryKeys = {
  check: ['/api/admin/check'],
  stats: ['/api/admin/stats'],
  users: ['/api/admin/users'],
  trips: ['/api/admin/trips'],
  reports: ['/api/admin/reports'],
  analytics: ['/api/admin/analytics'],
  settings: ['/api/admin/settings'],
} as const;

/** GET /api/admin/check: the one answer that decides whether the panel opens. */
export function useAdminCheck() {
  return useQuery<{ isAdmin: boolean }>({ queryKey: adminQueryKeys.check });
}

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: adminQueryKeys.stats });
}

export function useTripReports() {
  return useQuery<TripReport[]>({ queryKey: adminQueryKeys.reports });
}

export function useAdminAnalytics() {
  return useQuery<AdminAnalytics>({ queryKey: adminQueryKeys.analytics });
}

export function useUploadSettings() {
  return useQuery<UploadSettings>({ queryKey: adminQueryKeys.settings });
}

/** Marks the given lists stale; the ones on screen load again. */
export async function refreshAdmin(queryClient: QueryClient, ...keys: (readonly string[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
