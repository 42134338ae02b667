import { effectiveTier, type Tier } from '../../../common/plans';
import { isAdmin } from '../../policy/admin';
import type { UserRow } from '../users/repo';
import type { TripCover, TripRow } from './repo';

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
    version: trip.version,
    coverPhotoId: trip.coverPhotoId,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}
export type TripDto = ReturnType<typeof toTripDto>;

const planOf = (owner: UserRow): Tier => (isAdmin(owner) ? 'pro' : effectiveTier(owner));

/** A trip opened by one of its signed-in readers, with what they may do to it and with whose plan. */
export function toTripDetailDto(trip: TripRow, role: 'owner' | 'editor' | 'admin', owner: UserRow) {
  return { ...toTripDto(trip), canEdit: role !== 'admin', role, planTier: planOf(owner) };
}

export function toTripCardDto(trip: TripRow, cover: TripCover | undefined) {
  return { ...toTripDto(trip), cover: cover ?? null };
}
