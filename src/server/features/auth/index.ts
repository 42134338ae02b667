// What other features use of the auth feature.
export { hashPassword, verifyPassword } from './passwords';
export { DEFAULT_AUTH_LIMITS, purgeLapsedLimits } from './rate-limits';
export { destroyUserSessions, purgeExpiredSessions } from './sessions';
export { hashToken, newToken } from './tokens';
