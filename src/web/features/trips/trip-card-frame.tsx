import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@/lib/format';
import type { Trip } from '../../../common/contract/trips';
import { TripFacts } from './trip-facts';

interface TripCardFrameProps {
  href: string;
  trip: Trip;
  badge: ReactNode;
  children?: ReactNode;
}

/** The look shared by own and shared trip cards: a link holding badge, date, title and facts. */
export function TripCardFrame({ href, trip, badge, children }: TripCardFrameProps) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-teal-200 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <div className="h-1.5 bg-linear-to-r from-teal-600 via-emerald-500 to-amber-400" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          {badge}
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {formatDate(trip.startDate)}
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
