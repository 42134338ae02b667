import type { UserRow } from './repo';

/**
 * Whether the account signs in with a password: accounts made through single sign-on keep a marker where a
 * password hash would be, until a password reset gives them one.
 */
export const hasPassword = (user: Pick<UserRow, 'password'>) => user.password.startsWith('$argon2');
