import { toPhotoDto } from '../photos/presenter';
import type { PhotoRow } from '../photos/repo';
import type { RouteRow } from '../routes/repo';
import { toStopDto } from '../stops/presenter';
import type { StopRow } from '../stops/repo';
import { toTripDto } from '../trips/presenter';
import type { TripRow } from '../trips/repo';
import { toPersonDto } from '../users/presenter';
import type { UserRow } from '../users/repo';
import type { listSharesForUser, listSharesOfTrip, ShareRow } from './repo';

/** A share held by the signed-in person, in "Shared with Me". */
export function toReceivedShareDto({
  share,
  trip,
  owner,
}: Awaited<ReturnType<typeof listSharesForUser>>[number]) {
  return {
    id: share.id,
    inviteToken: share.inviteToken,
    message: share.inviteMessage,
    status: share.status,
    shareType: share.shareType,
    trip: toTripDto(trip),
    owner,
  };
}

/** A new share, as its owner sees it. */
export function toCreatedShareDto(share: ShareRow) {
  return {
    id: share.id,
    inviteToken: share.inviteToken,
    status: share.status,
    shareType: share.shareType,
    sharedWithId: share.sharedWithId,
    sharedWithEmail: share.sharedWithEmail,
    inviteMessage: share.inviteMessage,
  };
}

/** One of a trip's invitations, as its owner sees it: the invited account's e-mail masked. */
export function toTripShareDto({ share, user }: Awaited<ReturnType<typeof listSharesOfTrip>>[number]) {
  return {
    id: share.id,
    tripId: share.tripId,
    sharedWithId: share.sharedWithId,
    sharedWithEmail: share.sharedWithEmail,
    shareType: share.shareType,
    status: share.status,
    inviteToken: share.inviteToken,
    inviteMessage: share.inviteMessage,
    createdAt: share.createdAt,
    user: user ? toPersonDto(user) : null,
  };
}

/** The share, the trip and the owner's public names a share link shows — never an e-mail. */
export function toSharedTripHead({ share, trip, owner }: { share: ShareRow; trip: TripRow; owner: UserRow }) {
  const { shareUrl: _private, userId: _owner, ...publicTrip } = toTripDto(trip);
  return {
    share: {
      id: share.id,
      message: share.inviteMessage,
      status: share.status,
      shareType: share.shareType,
      createdAt: share.createdAt,
    },
    trip: publicTrip,
    owner: { firstName: owner.firstName, username: owner.username },
  };
}

/** What a share link shows: its head and what the trip holds. */
export function toSharedTripDto(
  head: ReturnType<typeof toSharedTripHead>,
  { stops, photos, route }: { stops: StopRow[]; photos: PhotoRow[]; route: RouteRow | null },
) {
  return {
    ...head,
    stops: stops.map(toStopDto),
    photos: photos.map(toPhotoDto),
    route: { routeData: route?.routeData ?? [], totalDistance: route?.totalDistance ?? 0 },
  };
}
