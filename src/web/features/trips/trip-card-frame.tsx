import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PhotoImage } from '@/components/ui/photo-image';
import { countOf, formatDate } from '@/lib/format';
import { thumbnailUrl } from '@/lib/photo-urls';
import type { Trip, TripCover } from '../../../common/contract/trips';
import { TripFacts } from './trip-facts';

interface TripCardFrameProps {
  href: string;
  trip: Trip;
  badge: ReactNode;
  /** The picture the card opens with; without one a coloured band stands in. */
  cover?: TripCover | null;
  children?: ReactNode;
}

/** The look shared by own and shared trip cards: a link holding its cover photo, badge, date, title and facts. */
export function TripCardFrame({ href, trip, badge, cover, children }: TripCardFrameProps) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-teal-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {cover ? (
        <div className="aspect-[16/9] overflow-hidden bg-muted">
          <PhotoImage
            src={thumbnailUrl(cover)}
            alt=""
            data-cover-photo={cover.photoId}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
      ) : (
        <div className="h-1.5 bg-linear-to-r from-teal-600 via-emerald-500 to-amber-400" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          {badge}
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {`${formatDate(trip.startDate)} · ${countOf(trip.days, 'day')}`}
          </span>
        </div>
        <h3 className="text-lg font-semibold leading-snug group-hover:text-primary">{trip.title}</h3>
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {trip.startLocation} → {trip.endLocation}
          </span>
        </p>
        {children}
        <TripFacts trip={trip} />
      </div>
    </Link>
  );
}
