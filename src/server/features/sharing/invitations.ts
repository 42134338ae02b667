import type { AppContext } from '../../context';
import { markInvitationSent } from './repo';

/** The topic of a share's invitation e-mail: its receipt names the share. */
export const INVITATION = 'share-invitation';

/** Once the mail server accepts an invitation, its share says it was sent. */
export function followInvitations(ctx: AppContext): void {
  ctx.mailer.onSent(INVITATION, (shareId) => markInvitationSent(ctx.db, shareId));
}
