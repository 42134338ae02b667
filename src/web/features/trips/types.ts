export type TripStatus = 'draft' | 'active' | 'completed' | 'suspended';

export interface Trip {
  id: number;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  startDate: string;
  endDate: string;
  totalMiles: number;
  drivingTime: string;
  status: TripStatus;
  shareUrl: string | null;
}

/** A trip as GET /api/trips/:id returns it; canEdit is false for readers who are not the owner. */
export interface TripDetail extends Trip {
  userId: number;
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
}

export interface SharedTrip {
  id: number;
  inviteToken: string;
  message: string | null;
  status: 'pending' | 'accepted';
  shareType: 'view' | 'edit';
  trip: Trip;
  owner: { id: number; firstName: string | null; username: string };
}
