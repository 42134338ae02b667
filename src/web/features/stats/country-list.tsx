import { format, parseISO } from 'date-fns';
import type { TravelStats } from '../../../common/contract/stats';

/** Countries in the order first visited, with the day and how many trips went there. */
export function CountryList({ countries }: { countries: TravelStats['countries'] }) {
  if (countries.length === 0) {
    return <p className="text-sm text-muted-foreground">No located stops, photos or routes yet.</p>;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Countries visited">
      {countries.map((country) => (
        <li
          key={country.code}
          className="flex items-baseline justify-between gap-3 rounded-lg border px-3 py-2"
        >
          <span className="font-medium">{country.name}</span>
          <span className="text-right text-sm text-muted-foreground">
            {`first ${format(parseISO(country.firstVisit), 'MMM d, yyyy')} · ${country.trips} ${country.trips === 1 ? 'trip' : 'trips'}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
