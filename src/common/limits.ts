export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

export const SESSION_LIFETIME_DAYS = 30;
export const RESET_TOKEN_LIFETIME_MINUTES = 60;
/** A single sign-on account, which has no password to type, deletes itself only this soon after signing in. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** Photos one call of GET /api/trips/:id/photos?ids= may name. */
export const MAX_PHOTOS_BY_ID = 200;

export const TOAST_DURATION_MS = 5000;
export const LOGOUT_REDIRECT_SECONDS = 5;
