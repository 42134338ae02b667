import { MapPin, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { PlaceResult } from '../../../../common/places/place';
import { usePlaceSearch } from '../queries/place-search';

const SEARCH_PAUSE_MS = 1000;

/** A search box that looks places up after a pause in typing, on Enter, or on the button. */
export function PlaceSearch({ onChoose }: { onChoose: (place: PlaceResult) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const { results, searching, search, clear } = usePlaceSearch();
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    clearTimeout(pause.current);
    if (text.trim().length > 2) pause.current = setTimeout(() => search(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(pause.current);
  }, [text, search]);

  const searchNow = () => {
    clearTimeout(pause.current);
    search(text);
  };
  const choose = (place: PlaceResult) => {
    clear();
    setChosen(place.display_name);
    onChoose(place);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Search for a location</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="search"
          value={text}
          placeholder="City, landmark or address"
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setChosen(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            searchNow();
          }}
        />
        <Button variant="outline" onClick={searchNow} disabled={searching}>
          {searching ? <Spinner /> : <Search aria-hidden="true" />}
          Search
        </Button>
      </div>
      {searching && (
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner className="size-3.5" />
          Searching for places…
        </p>
      )}
      {results.length > 0 && (
        <ul aria-label="Location suggestions" className="grid overflow-hidden rounded-lg border">
          {results.map((place) => (
            <li key={`${place.lat},${place.lon},${place.display_name}`} className="border-b last:border-b-0">
              <button
                type="button"
                onClick={() => choose(place)}
                className="flex w-full items-start gap-2 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{place.display_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {results.some((place) => place.source === 'gazetteer') && (
        <p className="text-xs text-muted-foreground">From the built-in place list (offline).</p>
      )}
      {chosen && (
        <p role="status" className="text-xs text-muted-foreground">
          Location set: {chosen}
        </p>
      )}
    </div>
  );
}
