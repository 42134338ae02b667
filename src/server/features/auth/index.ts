// What other features use of the auth feature.
export { hashPassword, verifyPassword } from './passwords';
export { DEFAULT_AUTH_LIMITS, purgeLapsedLimits } from './rate-limits';
export { confirmPassword, forgetSignInsOf } from './service';
export { destroyUserSessions, purgeExpiredSessions, sessionStartedAt } from './sessions';
export { hashToken, newToken } from './tokens';
