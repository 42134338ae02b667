import type { TripRow } from './repo';

export function toTripDto(trip: TripRow) {
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
    status: trip.status,
    shareUrl: trip.shareUrl,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}
export type TripDto = ReturnType<typeof toTripDto>;
