import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the whole secret of a share link. */
export const newInviteToken = () => randomBytes(16).toString('base64url');
