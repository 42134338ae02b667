import { parseTier, type Tier } from '../../../common/plans';
import type { UserRow } from './repo';

/** A paid plan whose month has run out reads as Free. */
export function effectiveTier(user: Pick<UserRow, 'subscriptionTier' | 'subscriptionExpiresAt'>): Tier {
  const tier = parseTier(user.subscriptionTier) ?? 'free';
  if (tier !== 'free' && user.subscriptionExpiresAt && user.subscriptionExpiresAt.getTime() <= Date.now()) {
    return 'free';
  }
  return tier;
}

/** The lighter fallback profile of /api/basic-user. */
export function toBasicUserDto(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: effectiveTier(user),
    isAdmin: user.role === 'admin',
  };
}

/** The signed-in user as the browser sees it: never the password hash or provider secrets. */
export function toUserDto(user: UserRow) {
  const basic = toBasicUserDto(user);
  return {
    ...basic,
    role: user.role,
    subscriptionStatus:
      basic.subscriptionTier === 'free' && user.subscriptionTier !== 'free'
        ? 'expired'
        : user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    isActive: user.isActive,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
export type UserDto = ReturnType<typeof toUserDto>;
