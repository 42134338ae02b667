import { CalendarDays, Camera, Clock, Gauge, type LucideIcon, MapPin, Navigation } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { TripDistanceFigure, TripDrivingFigure } from '@/components/sourced-figure';
import { Card, CardContent } from '@/components/ui/card';
import { countOf, formatDate } from '@/lib/format';
import type { Photo } from '../../../../common/contract/photos';
import type { TripDetail } from '../../../../common/contract/trips';
import { TripStatusBadge } from '../trip-status-badge';
import { EditTripDialog } from './edit-trip-dialog';
import { SuspendedNotice } from './suspended-notice';
import { TripActionsMenu } from './trip-actions-menu';
import { TripPhotoStrip } from './trip-photo-strip';

interface TripHeaderCardProps {
  trip: TripDetail;
  stopCount: number;
  photos: readonly Photo[];
  /** The owner's ways to pass the trip on (share, export), placed before editing; the page supplies them. */
  shareActions: ReactNode;
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-primary" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

export const TripHeaderCard = memo(function TripHeaderCard({
  trip,
  stopCount,
  photos,
  shareActions,
}: TripHeaderCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="h-2 bg-linear-to-r from-teal-600 via-emerald-500 to-amber-400" aria-hidden="true" />
      <CardContent className="grid gap-5 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <TripStatusBadge trip={trip} size="long" />
          {trip.canEdit && (
            <div className="flex flex-wrap items-center gap-2 max-sm:gap-1.5 max-sm:[&>button]:gap-1.5 max-sm:[&>button]:px-2.5">
              {shareActions}
              <EditTripDialog trip={trip} />
              {trip.role === 'owner' && <TripActionsMenu trip={trip} />}
            </div>
          )}
        </div>
        {trip.status === 'suspended' && trip.canEdit && <SuspendedNotice />}
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{trip.title}</h1>
          <p className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Navigation className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="break-words">
              {trip.startLocation} → {trip.endLocation}
            </span>
          </p>
          {trip.description && <p className="max-w-3xl text-sm text-foreground/80">{trip.description}</p>}
        </div>
        <ul aria-label="Trip facts" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <Fact icon={CalendarDays}>
            {`${formatDate(trip.startDate)} – ${formatDate(trip.endDate)} · ${countOf(trip.days, 'day')}`}
          </Fact>
          <Fact icon={Gauge}>
            <TripDistanceFigure distance={trip.distance} />
          </Fact>
          <Fact icon={MapPin}>{countOf(stopCount, 'stop')}</Fact>
          <Fact icon={Camera}>{countOf(photos.length, 'photo')}</Fact>
          <Fact icon={Clock}>
            <TripDrivingFigure driving={trip.driving} />
          </Fact>
        </ul>
        <TripPhotoStrip photos={photos} />
      </CardContent>
    </Card>
  );
});
