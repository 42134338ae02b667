import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

const fetchAdminCheck = () => getJson<{ isAdmin: boolean }>('/api/admin/check');

/** The one answer that decides whether the panel opens. */
export const adminCheckQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/check'], queryFn: fetchAdminCheck });

export function useAdminCheck() {
  return useQuery(adminCheckQueryOptions());
}
