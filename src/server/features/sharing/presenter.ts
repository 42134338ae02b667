import { toPhotoDto } from '../photos/presenter';
import { toStopDto } from '../stops/presenter';
import { toTripDto } from '../trips/presenter';
import type { openSharedTrip } from './service';

const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.charAt(0)}${'*'.repeat(Math.max(2, name.length - 1))}@${domain}`;
};

export { maskEmail };

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
