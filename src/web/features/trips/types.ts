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

export interface SharedTrip {
  id: number;
  inviteToken: string;
  message: string | null;
  status: 'pending' | 'accepted';
  shareType: 'view' | 'edit';
  trip: Trip;
  owner: { id: number; firstName: string | null; username: string };
}
