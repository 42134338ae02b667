import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import type { PlaceResult } from '../../../../common/places/place';

const PLACE_RESULT_LIMIT = 5;

async function searchPlaces(query: string): Promise<PlaceResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(PLACE_RESULT_LIMIT) });
  return (await apiRequest('GET', `/api/places/search?${params}`)).json();
}

/** Place search through the server; only the latest search's answer is kept. */
export function usePlaceSearch() {
  const [results, setResults] = useState<PlaceResult[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  const search = useCallback(async (text: string) => {
    const query = text.trim();
    if (query.length < 2) return;
    const ticket = ++latest.current;
    setSearching(true);
    try {
      const places = await searchPlaces(query);
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
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    setResults([]);
    setSearching(false);
  }, []);

  return { results, searching, search, clear };
}
