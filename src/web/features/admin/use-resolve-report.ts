import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { resolveReport } from './admin-api';
import { refreshAdmin } from './refresh-admin';
import type { TripReport } from './types';

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: TripReport) => resolveReport(report.id),
    onSuccess: async (_answer, report) => {
      toast({ title: 'Report resolved', description: `The report on ${report.tripTitle} is closed.` });
      await refreshAdmin(queryClient, 'reports', 'stats');
    },
  });
}
