import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getJson } from '@/lib/api';
import type { PlaceResult } from '../../../../common/places/place';

const PLACE_RESULT_LIMIT = 5;

function searchPlaces(query: string): Promise<PlaceResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(PLACE_RESULT_LIMIT) });
  return getJson<PlaceResult[]>(`/api/places/search?${params}`);
}

/** Every search asks the server again; only a search still under way is shared. */
export const placeSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['/api/places/search', query], queryFn: () => searchPlaces(query), staleTime: 0 });

/** Place search through the server; only the latest search's answer is kept. */
export function usePlaceSearch() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<PlaceResult[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (query.length < 2) return;
      const ticket = ++latest.current;
      setSearching(true);
      try {
        const places = await queryClient.fetchQuery(placeSearchQueryOptions(query));
        if (ticket !== latest.current) return;
        setResults(places.slice(0, PLACE_RESULT_LIMIT));
        if (places.length === 0) {
          toast({
            title: 'Location not found',
            description: 'Please try a different place name or enter coordinates manually.',
          });
        }
      } catch {
        if (ticket !== latest.current) return;
        setResults([]);
        toast({
          title: 'Error',
          description: 'Failed to search for location. Please enter coordinates manually.',
          variant: 'destructive',
        });
      } finally {
        if (ticket === latest.current) setSearching(false);
      }
    },
    [queryClient],
  );

  const clear = useCallback(() => {
    latest.current++;
    setResults([]);
    setSearching(false);
  }, []);

  return { results, searching, search, clear };
}
