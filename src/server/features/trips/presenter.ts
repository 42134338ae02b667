import { type TripMeasures, tripDistance, tripDriving } from '../../../common/trips/distance';
import { tripDays } from '../../../common/trips/trip-rules';
import { featuresTierOf } from '../../policy/plans';
import type { UserRow } from '../users';
import type { TripCover, TripRow } from './repo';

/** A trip with the distance, driving time and days every screen shows (`measuresOf` gives its measures). */
export function toTripDto(trip: TripRow, measures: TripMeasures) {
  return {
    id: trip.id,
    userId: trip.userId,
    title: trip.title,
    description: trip.description,
    startLocation: trip.startLocation,
    endLocation: trip.endLocation,
    startDate: trip.startDate,
    endDate: trip.endDate,
    totalMiles: trip.totalMiles,
    drivingTime: trip.drivingTime,
    distance: tripDistance(measures, trip.totalMiles),
    driving: tripDriving(measures, trip.drivingTime),
    days: tripDays(trip.startDate, trip.endDate),
    status: trip.status,
    shareUrl: trip.shareUrl,
    version: trip.version,
    coverPhotoId: trip.coverPhotoId,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}
export type TripDto = ReturnType<typeof toTripDto>;

/** A trip opened by one of its signed-in readers, with what they may do to it and with whose plan. */
export function toTripDetailDto(
  trip: TripRow,
  measures: TripMeasures,
  role: 'owner' | 'editor' | 'admin',
  owner: UserRow,
) {
  return {
    ...toTripDto(trip, measures),
    canEdit: role !== 'admin',
    role,
    planTier: featuresTierOf(owner),
  };
}

export function toTripCardDto({
  trip,
  measures,
  cover,
}: {
  trip: TripRow;
  measures: TripMeasures;
  cover: TripCover | undefined;
}) {
  return { ...toTripDto(trip, measures), cover: cover ?? null };
}
