import { effectiveTier } from '../../../common/plans';
import { maskEmail } from '../sharing/presenter';
import type { searchUsers, UserRow } from './repo';

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

/** Someone found by the share dialog's search: names and a masked e-mail only. */
export function toFoundUserDto(user: Awaited<ReturnType<typeof searchUsers>>[number]) {
  return { id: user.id, username: user.username, firstName: user.firstName, email: maskEmail(user.email) };
}
