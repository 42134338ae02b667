import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { TripMeasures } from '../../../common/trips/distance';
import { photoForOthers, stopForOthers } from '../../policy/privacy';
import type { TripPosition } from '../devices';
import { type PhotoRow, toPhotoDto } from '../photos';
import { type StopRow, toStopDto } from '../stops';
import type { DisplayedTrack } from '../tracks';
import { type TripCover, type TripRow, toTripDto } from '../trips';
import { toPersonDto, type UserRow } from '../users';
import type { listSharesForUser, listSharesOfTrip, ShareRow } from './repo';

/** A share held by the signed-in person, in "Shared with Me". */
export function toReceivedShareDto({
  share,
  trip,
  owner,
  canEdit,
  cover,
  measures,
}: Awaited<ReturnType<typeof listSharesForUser>>[number] & {
  canEdit: boolean;
  cover: TripCover | null;
  measures: TripMeasures;
}) {
  return {
    id: share.id,
    inviteToken: share.inviteToken,
    message: share.inviteMessage,
    status: share.status,
    shareType: share.shareType,
    canEdit,
    trip: toTripDto(trip, measures),
    cover,
    owner: { id: owner.id, firstName: owner.firstName, username: owner.username },
  };
}

/** A link's guards and counters, for its owner: whether it has a password, never the hash. */
function toLinkSettingsDto(share: ShareRow) {
  return {
    expiresAt: share.expiresAt,
    hasPassword: share.passwordHash !== null,
    includeLocations: share.includeLocations,
    allowDownload: share.allowDownload,
    showLivePosition: share.showLivePosition,
    lastOpenedAt: share.lastOpenedAt,
    openCount: share.openCount,
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
    delivery: share.invitationDelivery,
    ...toLinkSettingsDto(share),
  };
}

/** One of a trip's invitations, as its owner sees it: the invited account's e-mail masked. */
export function toTripShareDto({
  share,
  user,
  editPaused,
}: Awaited<ReturnType<typeof listSharesOfTrip>>[number] & { editPaused: boolean }) {
  return {
    ...toCreatedShareDto(share),
    editPaused,
    tripId: share.tripId,
    createdAt: share.createdAt,
    user: user ? toPersonDto(user) : null,
  };
}

/** The trip's public link, as its owner sees it. */
export function toPublicLinkDto(link: { share: ShareRow; shareUrl: string }) {
  return {
    id: link.share.id,
    shareUrl: link.shareUrl,
    createdAt: link.share.createdAt,
    ...toLinkSettingsDto(link.share),
  };
}

/** The share, the trip and the owner's public names a share link shows — never an e-mail. */
export function toSharedTripHead({
  share,
  trip,
  measures,
  owner,
}: {
  share: ShareRow;
  trip: TripRow;
  measures: TripMeasures;
  owner: UserRow;
}) {
  const { shareUrl: _private, userId: _owner, ...publicTrip } = toTripDto(trip, measures);
  return {
    share: {
      id: share.id,
      message: share.inviteMessage,
      status: share.status,
      shareType: share.shareType,
      createdAt: share.createdAt,
      expiresAt: share.expiresAt,
      allowDownload: share.allowDownload,
      showLivePosition: share.showLivePosition,
    },
    trip: publicTrip,
    owner: { firstName: owner.firstName, username: owner.username },
  };
}

/** What a share link shows: its head and what the trip holds, without the places in the owner's zones. */
export function toSharedTripDto(
  head: ReturnType<typeof toSharedTripHead>,
  {
    stops,
    photos,
    route,
    position,
  }: { stops: StopRow[]; photos: PhotoRow[]; route: DisplayedTrack; position: TripPosition | null },
  zones: readonly PrivacyZone[],
) {
  return {
    ...head,
    stops: stops.map((stop) => toStopDto(stopForOthers(stop, zones))),
    photos: photos.map((photo) => toPhotoDto(photoForOthers(photo, zones))),
    route: { routeData: route.routeData, totalDistance: route.totalDistance },
    position,
  };
}
