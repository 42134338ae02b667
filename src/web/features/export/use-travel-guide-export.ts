import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { routeQueryOptions } from '@/lib/queries/route';
import { exportTravelGuide, type GuideProgress } from './travel-guide';

/** Builds and downloads the PDF travel guide, with how far it has got while it runs. */
export function useTravelGuideExport(tripId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GuideProgress | null>(null);
  const exportGuide = useMutation({
    mutationFn: async () => {
      setProgress(null);
      const route = await queryClient.fetchQuery(routeQueryOptions(tripId));
      return exportTravelGuide(tripId, route.routeData, setProgress);
    },
    onSuccess: (fileName) => toast({ title: 'Travel guide ready', description: fileName }),
    onError: (error) => toastError('Export failed', error, 'Unable to generate PDF. Please try again.'),
  });
  return { start: () => exportGuide.mutate(), exporting: exportGuide.isPending, progress };
}
