import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { AdminAnalytics } from '../types';

const fetchAdminAnalytics = () => getJson<AdminAnalytics>('/api/admin/analytics');

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/analytics'], queryFn: fetchAdminAnalytics });

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions());
}
