import { useQuery } from '@tanstack/react-query';
import { maintenanceQueryKey } from '@/lib/query-keys';

/** The notice an administrator scheduled, as GET /api/maintenance returns it. */
export interface MaintenanceNotice {
  scheduledDate: string;
  duration: string;
  message: string;
}

export function useMaintenance() {
  return useQuery<{ maintenance: MaintenanceNotice | null }>({ queryKey: maintenanceQueryKey });
}
