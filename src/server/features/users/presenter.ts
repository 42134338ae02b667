import { effectiveTier } from '../../../common/plans';
import { isAdmin } from '../../policy/admin';
import type { UserRow } from './repo';
import { hasPassword } from './sign-in-method';

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
    isAdmin: isAdmin(user),
    distanceUnit: user.distanceUnit,
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
    findableByName: user.findableByName,
    singleSignOn: !hasPassword(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
export type UserDto = ReturnType<typeof toUserDto>;

const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.charAt(0)}${'*'.repeat(Math.max(2, name.length - 1))}@${domain}`;
};

/** Another traveller as a share dialog or share list shows them: names and a masked e-mail only. */
export function toPersonDto(user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'email'>) {
  return { id: user.id, username: user.username, firstName: user.firstName, email: maskEmail(user.email) };
}
