import type { Tier } from '../../../common/plans';

/** The signed-in user as /api/user returns it; /api/basic-user leaves out the optional fields. */
export interface User {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  subscriptionTier: Tier;
  role?: 'user' | 'admin';
  subscriptionStatus?: string;
  subscriptionExpiresAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}
