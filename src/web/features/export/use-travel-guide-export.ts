import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { basemapTownsQueryOptions } from '@/lib/queries/basemap-towns';
import { naturalEarthQueryOptions } from '@/lib/queries/natural-earth';
import { routeQueryOptions } from '@/lib/queries/route';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { GuideProgress } from './travel-guide';

/** How many towns the route image is offered: more than it has room for, so that its names fill the room. */
const GUIDE_TOWNS = 30;

/**
 * Builds and downloads the PDF travel guide, with how far it has got while it runs: `exporting` from the click
 * itself, drawn before the guide's code and data begin to load.
 */
export function useTravelGuideExport(tripId: number) {
  const queryClient = useQueryClient();
  const unit = useDistanceUnit();
  const [progress, setProgress] = useState<GuideProgress | null>(null);
  const [started, setStarted] = useState(false);
  const exportGuide = useMutation({
    mutationFn: async () => {
      setProgress(null);
      // The guide's writer (PDF library, map drawing) loads with the first export, not with the trip page.
      const [route, { exportTravelGuide }] = await Promise.all([
        queryClient.fetchQuery(routeQueryOptions(tripId)),
        import('./travel-guide'),
      ]);
      return exportTravelGuide(tripId, route.routeData, unit, setProgress, {
        atlas: () => queryClient.fetchQuery(naturalEarthQueryOptions()),
        towns: (box) => queryClient.fetchQuery(basemapTownsQueryOptions(box, GUIDE_TOWNS)),
      });
    },
    onSuccess: (fileName) => toast({ title: 'Travel guide ready', description: fileName }),
    onError: (error) => toastError('Export failed', error, 'Unable to generate PDF. Please try again.'),
    onSettled: () => setStarted(false),
  });
  const start = () => {
    flushSync(() => setStarted(true));
    // After the frame that shows the progress: loading the guide's code evaluates a large module.
    requestAnimationFrame(() => setTimeout(() => exportGuide.mutate(), 0));
  };
  return { start, exporting: started || exportGuide.isPending, progress };
}
