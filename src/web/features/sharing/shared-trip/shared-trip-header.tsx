import {
  CalendarDays,
  Camera,
  Clock,
  Gauge,
  type LucideIcon,
  Mic,
  Navigation,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { TripDistanceFigure, TripDrivingFigure } from '@/components/sourced-figure';
import { Card, CardContent } from '@/components/ui/card';
import { distanceKnown } from '@/lib/figure-source';
import { countOf, formatDate, formatDateTime } from '@/lib/format';
import { personName, type SharedTripView } from '../types';

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex min-w-0 items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="break-words">{children}</span>
    </li>
  );
}

export function SharedTripHeader({ view }: { view: SharedTripView }) {
  const { trip, owner, share, stops, photos } = view;
  const ownerName = personName(owner);
  const memoCount = stops.filter((stop) => stop.voiceMemoFilename).length;
  return (
    <Card className="overflow-hidden">
      <div className="h-2 bg-linear-to-r from-teal-600 via-emerald-500 to-amber-400" aria-hidden="true" />
      <CardContent className="grid gap-4 pt-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{trip.title}</h1>
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound className="size-4 text-primary" aria-hidden="true" />
            <span>
              Shared by <span className="font-medium text-foreground">{ownerName}</span>
            </span>
          </p>
          {trip.description && (
            <p className="max-w-3xl text-sm break-words whitespace-pre-line text-foreground/80">
              {trip.description}
            </p>
          )}
        </div>
        <ul aria-label="Trip facts" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <Fact icon={CalendarDays}>
            {`${formatDate(trip.startDate)} - ${formatDate(trip.endDate)} · ${countOf(trip.days, 'day')}`}
          </Fact>
          <Fact icon={Navigation}>{`${trip.startLocation} → ${trip.endLocation}`}</Fact>
          {distanceKnown(trip.distance) && (
            <Fact icon={Gauge}>
              <TripDistanceFigure distance={trip.distance} />
            </Fact>
          )}
          <Fact icon={Clock}>
            <TripDrivingFigure driving={trip.driving} />
          </Fact>
          <Fact icon={Camera}>{countOf(photos.length, 'photo')}</Fact>
          <Fact icon={Mic}>{countOf(memoCount, 'voice memo')}</Fact>
          {share.expiresAt && (
            <Fact icon={Clock}>{`Link open until ${formatDateTime(share.expiresAt)}`}</Fact>
          )}
        </ul>
        {share.message && (
          <figure className="rounded-xl border-l-4 border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <figcaption className="font-semibold">{`Message from ${ownerName}:`}</figcaption>
            <blockquote className="mt-1 break-words whitespace-pre-line italic">{share.message}</blockquote>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
