import { toPhotoDto } from '../photos/presenter';
import { toStopDto } from '../stops/presenter';
import { toTripDto } from '../trips/presenter';
import { toPersonDto } from '../users/presenter';
import type { listSharesForUser, listSharesOfTrip, ShareRow } from './repo';
import type { openSharedTrip } from './service';

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

/** What a share link shows: the trip and what it holds, the owner's public names, never an e-mail. */
export function toSharedTripDto(shared: Awaited<ReturnType<typeof openSharedTrip>>) {
  const { share, trip, owner, stops, photos, route } = shared;
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
    stops: stops.map(toStopDto),
    photos: photos.map(toPhotoDto),
    route: { routeData: route?.routeData ?? [], totalDistance: route?.totalDistance ?? 0 },
  };
}
