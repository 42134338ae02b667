import { BookOpen, Flag, Globe, LogOut, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDeparture, isWebAddress, websiteLabel } from '@/lib/stop-visit';
import type { Stop } from '../../../common/contract/stops';

function ExternalLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  if (!isWebAddress(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex min-h-11 items-center gap-1.5 rounded font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0"
    >
      {icon}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** When the traveller left a stop, under its arrival. */
export function StopDeparture({ stop }: { stop: Stop }) {
  if (!stop.departureTime) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <LogOut className="size-3.5 shrink-0" aria-hidden="true" />
      Departs {formatDeparture(stop.departureTime, stop.arrivalTime)}
    </p>
  );
}

let regionNames: Intl.DisplayNames | undefined;

/** The country the stop's source named (an imported Polarsteps step), by its English name. */
export function StopCountry({ stop }: { stop: Stop }) {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const name = stop.country ? regionNames.of(stop.country) : undefined;
  if (!name) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <Flag className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">Country: </span>
      {name}
    </p>
  );
}

/** The comments and links the traveller kept for a stop. */
export function StopNotes({ stop }: { stop: Stop }) {
  const links = [stop.wikipediaUrl, stop.websiteUrl].some((url) => url && isWebAddress(url));
  return (
    <>
      {stop.comments && (
        <p className="flex gap-1.5 rounded-lg bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-line">
          <MessageSquareText className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">Comments: </span>
            {stop.comments}
          </span>
        </p>
      )}
      {links && (
        <p className="flex flex-wrap gap-x-4 text-sm">
          {stop.wikipediaUrl && (
            <ExternalLink
              href={stop.wikipediaUrl}
              icon={<BookOpen className="size-3.5" aria-hidden="true" />}
            >
              Wikipedia
            </ExternalLink>
          )}
          {stop.websiteUrl && (
            <ExternalLink href={stop.websiteUrl} icon={<Globe className="size-3.5" aria-hidden="true" />}>
              {websiteLabel(stop.websiteUrl)}
            </ExternalLink>
          )}
        </p>
      )}
    </>
  );
}
