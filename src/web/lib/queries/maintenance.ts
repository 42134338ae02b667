import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson } from '@/lib/api';
import type { maintenanceNoticeSchema } from '../../../common/contract/admin';

/** The notice an administrator scheduled, as GET /api/maintenance returns it. */
export type MaintenanceNotice = z.input<typeof maintenanceNoticeSchema>;

const fetchMaintenance = () => getJson<{ maintenance: MaintenanceNotice | null }>('/api/maintenance');

/** Read by the banner; scheduling from the admin panel refreshes it. */
export const maintenanceQueryOptions = () =>
  queryOptions({ queryKey: ['/api/maintenance'], queryFn: fetchMaintenance });

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}
