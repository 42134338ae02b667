import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { maintenanceQueryOptions } from '@/lib/queries/maintenance';
import { photosQueryOptions } from '@/lib/queries/photos';
import { sessionQueryOptions } from '@/lib/queries/session';
import { stopsQueryOptions } from '@/lib/queries/stops';
import { tripQueryOptions } from '@/lib/queries/trip';
import { tripIdIn } from '@/lib/trip-path';

/*
 * A page's first view drawn on the server: a trip page, the heaviest a traveller opens, is on screen as soon as
 * its HTML and styles have come, rather than once the app's code has run, fetched its data and drawn it. The
 * HTML carries the answers it was drawn from, and the browser takes the page over from them (decision record 026).
 */

/** The API's answers a first view was drawn from, by address. */
export type FirstViewAnswers = Record<string, unknown>;

/** What a drawn page carries: the answers, but for those too long to carry, which it names by their ETags. */
export interface FirstViewData {
  answers: FirstViewAnswers;
  fetched: Record<string, string>;
}

/**
 * Every answer the page was drawn from: those it carries, and those it names, fetched (the page's preloads have
 * asked for them already). Throws when one has changed since the page was drawn: the page would not be the app's.
 */
export async function allAnswers({ answers, fetched }: FirstViewData): Promise<FirstViewAnswers> {
  const named = await Promise.all(
    Object.entries(fetched).map(async ([url, etag]) => {
      const response = await apiRequest('GET', url);
      if (response.headers.get('etag') !== etag)
        throw new Error(`${url} has changed since the page was drawn`);
      return [url, await response.json()] as const;
    }),
  );
  return { ...answers, ...Object.fromEntries(named) };
}

interface FirstViewQuery {
  queryKey: QueryKey;
  /** The API address whose answer is the query's data. */
  url: string;
}

/** What the first view of the page at `path` is drawn from; none for a page the browser alone draws. */
export function firstViewQueries(path: string): FirstViewQuery[] {
  const tripId = tripIdIn(path);
  if (tripId === 0) return [];
  const trip = `/api/trips/${tripId}`;
  return [
    { queryKey: sessionQueryOptions().queryKey, url: '/api/user' },
    { queryKey: maintenanceQueryOptions().queryKey, url: '/api/maintenance' },
    { queryKey: tripQueryOptions(tripId).queryKey, url: trip },
    { queryKey: stopsQueryOptions(tripId).queryKey, url: `${trip}/stops` },
    { queryKey: photosQueryOptions(tripId).queryKey, url: `${trip}/photos` },
  ];
}

/**
 * Puts the answers a first view was drawn from into `client`, so that the app draws what the server drew. False,
 * with nothing put in, when they are not every answer the page is drawn from.
 */
export function seedFirstView(client: QueryClient, path: string, answers: FirstViewAnswers): boolean {
  const queries = firstViewQueries(path);
  if (queries.length === 0 || queries.some(({ url }) => !Object.hasOwn(answers, url))) return false;
  for (const { queryKey, url } of queries) client.setQueryData(queryKey, answers[url]);
  return true;
}
