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

/** The answers a page's first view needs, as they are now, and whether they are still those it was drawn from. */
export interface CurrentAnswers {
  answers: FirstViewAnswers;
  asDrawn: boolean;
}

/**
 * Every answer the page was drawn from: those it carries, and those it names, fetched (the page's preloads have
 * asked for them already). One that changed since the page was drawn (photos tagged meanwhile) is as current as
 * any the app would fetch: the page is then drawn anew from it, not from another fetch.
 */
export async function currentAnswers({ answers, fetched }: FirstViewData): Promise<CurrentAnswers> {
  let asDrawn = true;
  const named = await Promise.all(
    Object.entries(fetched).map(async ([url, etag]) => {
      const response = await apiRequest('GET', url);
      if (response.headers.get('etag') !== etag) asDrawn = false;
      return [url, await response.json()] as const;
    }),
  );
  return { answers: { ...answers, ...Object.fromEntries(named) }, asDrawn };
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

/**
 * After a page was drawn anew because a long answer changed: the answers it carried may be as old, and are read
 * again (they are the short ones).
 */
export function readCarriedAgain(client: QueryClient, path: string, { answers }: FirstViewData): void {
  for (const { queryKey, url } of firstViewQueries(path))
    if (Object.hasOwn(answers, url)) void client.invalidateQueries({ queryKey, exact: true });
}
