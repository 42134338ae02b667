import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { AdminStats } from '../types';

const fetchAdminStats = () => getJson<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/stats'], queryFn: fetchAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
