import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: for session cookies and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored hashed, so a copy of the database hands out no sessions or resets. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
