import type { RoutePoint } from '../map/queries';
import type { Photo } from '../photos/types';
import type { Stop } from '../stops/types';
import type { Trip } from '../trips/types';

export type ShareStatus = 'pending' | 'accepted';

/** A person found by GET /api/users/search; the e-mail is masked. */
export interface PersonResult {
  id: number;
  username: string;
  firstName: string | null;
  email: string | null;
}

/** One invitation of a trip as GET /api/trips/:id/shares lists it. */
export interface TripShare {
  id: number;
  sharedWithId: number | null;
  sharedWithEmail: string | null;
  shareType: 'view' | 'edit';
  status: ShareStatus;
  inviteToken: string;
  inviteMessage: string | null;
  createdAt: string;
  user: PersonResult | null;
}

export type ShareRecipient = { sharedWithId: number } | { sharedWithEmail: string };

/** What GET /api/shared-trip/:token shows to anyone holding the link. */
export interface SharedTripView {
  share: {
    id: number;
    message: string | null;
    status: ShareStatus;
    shareType: 'view' | 'edit';
    createdAt: string;
  };
  trip: Omit<Trip, 'shareUrl'>;
  owner: { firstName: string | null; username: string };
  stops: Stop[];
  photos: Photo[];
  route: { routeData: RoutePoint[]; totalDistance: number };
}

/** How a person is named on screen: first name, else username. */
export const personName = (person: { firstName: string | null; username: string }) =>
  person.firstName || person.username;
