import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { maintenanceQueryKey } from '@/lib/query-keys';
import type { maintenanceNoticeSchema } from '../../../common/contract/admin';

/** The notice an administrator scheduled, as GET /api/maintenance returns it. */
export type MaintenanceNotice = z.input<typeof maintenanceNoticeSchema>;

export function useMaintenance() {
  return useQuery<{ maintenance: MaintenanceNotice | null }>({ queryKey: maintenanceQueryKey });
}
