import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ShareRow } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';

export const LINK_EXPIRED = 'This link has expired';
export const PASSWORD_REQUIRED = 'This trip is protected by a password';
export const DOWNLOAD_FORBIDDEN = 'The owner does not allow downloading full-size photos through this link';

/**
 * What the unlock cookie of a password-protected link holds: a MAC of the link's token keyed by its password
 * hash. It proves the password was given, opens no other link, and stops working when the password changes.
 */
export function unlockProof(share: Pick<ShareRow, 'inviteToken' | 'passwordHash'>): string | null {
  if (!share.passwordHash) return null;
  return createHmac('sha256', share.passwordHash).update(share.inviteToken).digest('base64url');
}

function proves(share: ShareRow, unlock: string | undefined): boolean {
  const expected = unlockProof(share);
  if (expected === null) return true;
  if (!unlock) return false;
  const given = Buffer.from(unlock);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const linkExpired = (share: Pick<ShareRow, 'expiresAt'>, now = new Date()) =>
  share.expiresAt !== null && share.expiresAt <= now;

/** A link opens until it expires (404) and, when it has a password, only with the unlock cookie (401). */
export function assertLinkOpen(share: ShareRow, unlock: string | undefined): void {
  if (linkExpired(share)) throw notFound(LINK_EXPIRED);
  if (!proves(share, unlock)) throw new HttpError('password_required', PASSWORD_REQUIRED);
}

/**
 * Which file a reader gets for a full-size photo: its owner, and links that include locations, the original;
 * everyone else the copy without metadata. Through a link, only if the owner allows downloads.
 */
export function fullSizeAreaFor(access: { canEdit: boolean; share: ShareRow | null }): 'photos' | 'shared' {
  if (access.share && !access.share.allowDownload) throw forbidden(DOWNLOAD_FORBIDDEN);
  if (access.share) return access.share.includeLocations ? 'photos' : 'shared';
  return access.canEdit ? 'photos' : 'shared';
}
