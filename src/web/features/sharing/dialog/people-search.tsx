import { Search } from 'lucide-react';
import { useId } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { initials } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { USER_SEARCH_MIN_LENGTH, usePeopleSearch } from '../queries/people-search';
import { type PersonResult, personName } from '../types';

const SEARCH_DELAY_MS = 300;

interface PeopleSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (person: PersonResult) => void;
  disabled: boolean;
}

/** Finds people by name, username or e-mail as one types; choosing one shares the trip with them. */
export function PeopleSearch({ query, onQueryChange, onChoose, disabled }: PeopleSearchProps) {
  const inputId = useId();
  const searched = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = usePeopleSearch(searched);
  const active = searched.length >= USER_SEARCH_MIN_LENGTH && query.trim() === searched;
  const people = active ? (search.data ?? []) : [];

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Search people</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          autoComplete="off"
          placeholder="Name, username or e-mail"
          className="pl-9"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {people.length > 0 && (
        <ul aria-label="People found" className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border p-1">
          {people.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(person)}
                className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
              >
                <UserAvatar initials={initials(person)} className="size-8 text-xs" />
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-medium">{personName(person)}</span>
                  {person.email && (
                    <span className="truncate text-xs text-muted-foreground">{person.email}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {active && search.isSuccess && people.length === 0 && (
        <p className="text-sm text-muted-foreground">No people found.</p>
      )}
    </div>
  );
}
