import { useQuery } from '@tanstack/react-query';

/** The notice an administrator scheduled, as GET /api/maintenance returns it. */
export interface MaintenanceNotice {
  scheduledDate: string;
  duration: string;
  message: string;
}

export const maintenanceQueryKey = ['/api/maintenance'] as const;

export function useMaintenance() {
  return useQuery<{ maintenance: MaintenanceNotice | null }>({ queryKey: maintenanceQueryKey });
}
