import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ToastAction } from '@/components/ui/toast';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidatePhotos } from '@/lib/queries/photos';
import { invalidatePhotoSearches } from '../queries/photo-search';
import { type PlacementSettings, placeByRoute, undoPlacement } from './placement-api';
import { placedTitle, stopsLine, undoneLine } from './placement-texts';

const previewQueryOptions = (tripId: number, settings: PlacementSettings | null) =>
  queryOptions({
    queryKey: ['/api/trips', tripId, 'place-by-route', settings],
    queryFn: () => placeByRoute(tripId, settings as PlacementSettings, false),
    enabled: settings !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** What placing the photos with these settings would do; nothing is asked while the settings are not valid. */
export function usePlacementPreview(tripId: number, settings: PlacementSettings | null) {
  return useQuery(previewQueryOptions(tripId, settings));
}

/** The photos, the stops, the trip and the previews, after photos were placed or put back. */
const refreshPlaced = (queryClient: QueryClient, tripId: number) =>
  Promise.all([
    invalidatePhotos(queryClient, tripId),
    invalidatePhotoSearches(queryClient),
    queryClient.invalidateQueries({ queryKey: previewQueryOptions(tripId, null).queryKey.slice(0, 3) }),
  ]);

/** Places the photos, then offers to undo it. */
export function usePlacePhotos(tripId: number, onPlaced: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlacementSettings) => placeByRoute(tripId, settings, true),
    onSuccess: async ({ placed, placementId }) => {
      onPlaced();
      toast({
        title: placedTitle(placed.length),
        description: placed.length > 0 ? stopsLine(placed) : 'They were placed meanwhile.',
        action:
          placementId === null ? undefined : <UndoPlacement tripId={tripId} placementId={placementId} />,
      });
      await refreshPlaced(queryClient, tripId);
    },
    onError: (error) => toastError('The photos could not be placed', error),
  });
}

/** The toast's offer after photos were placed: put them back as they were. */
function UndoPlacement({ tripId, placementId }: { tripId: number; placementId: number }) {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: () => undoPlacement(tripId, placementId),
    onSuccess: async (undone) => {
      toast({ title: 'Photos put back', description: undoneLine(undone) });
      await refreshPlaced(queryClient, tripId);
    },
    onError: (error) => toastError('The placement could not be undone', error),
  });
  return (
    <ToastAction altText="Undo placing the photos" onClick={() => undo.mutate()} disabled={undo.isPending}>
      Undo
    </ToastAction>
  );
}
