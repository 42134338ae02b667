import type { CreateShareInput } from '../../../common/schemas/sharing';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-json';
import { requireFeature } from '../../policy/plans';
import { requireShareLink, requireTripOwner, TRIP_NOT_FOUND } from '../../policy/trips';
import { listPhotosOfTrip } from '../photos/repo';
import { insertReport } from '../reports/repo';
import { findRouteOfTrip } from '../routes/repo';
import { listStopsOfTrip } from '../stops/repo';
import { lockTrip, updateTrip } from '../trips/repo';
import { findUserById, type UserRow } from '../users/repo';
import { shareInvitationEmail } from './emails';
import { toSharedTripDto, toSharedTripHead } from './presenter';
import {
  acceptShare,
  deletePublicLink,
  deleteShare,
  findPublicLink,
  findShare,
  findShareTo,
  insertShare,
  listSharesForUser,
  listSharesOfTrip,
  type ShareRow,
} from './repo';
import { newInviteToken } from './tokens';

const SHARE_NOT_FOUND = 'Share not found';
const ALREADY_SHARED = 'This trip is already shared with that person';

const displayName = (user: UserRow) => user.firstName || user.username;
export const shareLink = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/shared-trip/${token}`;

/**
 * Shares a trip with an account or an e-mail address and sends the invitation. If the e-mail cannot be sent
 * no share is made, so the owner can simply try again.
 */
export async function shareTrip(
  ctx: AppContext,
  owner: UserRow,
  tripId: number,
  input: CreateShareInput,
): Promise<ShareRow> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  let recipientEmail = input.sharedWithEmail ?? null;
  if (input.sharedWithId !== undefined) {
    const recipient = await findUserById(ctx.db, input.sharedWithId);
    if (!recipient?.isActive) throw notFound('User not found');
    if (recipient.id === owner.id) throw badRequest('This is your own trip');
    recipientEmail = recipient.email;
  } else if (recipientEmail?.toLowerCase() === owner.email?.toLowerCase()) {
    throw badRequest('This is your own trip');
  }
  // The invitation is sent inside the transaction: if it cannot be sent, the share is never committed.
  return ctx.db.transaction(async (tx) => {
    if (await findShareTo(tx, trip.id, input)) throw conflict(ALREADY_SHARED);
    // The unique indexes decide between simultaneous requests.
    const share = await insertShare(tx, {
      tripId: trip.id,
      ownerId: owner.id,
      sharedWithId: input.sharedWithId ?? null,
      sharedWithEmail: input.sharedWithEmail ?? null,
      inviteToken: newInviteToken(),
      inviteMessage: input.message,
    }).catch((error) => {
      throw isUniqueViolation(error) ? conflict(ALREADY_SHARED) : error;
    });
    if (recipientEmail) {
      const mail = shareInvitationEmail(
        recipientEmail,
        displayName(owner),
        trip.title,
        shareLink(ctx, share.inviteToken),
        input.message,
      );
      await ctx.mailer.send(mail, tx).catch((error) => {
        ctx.log.warn({ err: error }, 'invitation e-mail failed');
        throw new HttpError('provider_failed', 'The invitation e-mail could not be sent. Please try again.');
      });
    }
    return share;
  });
}

/** Shares made to the user, or e-mail invitations they claimed. */
export async function sharesHeldBy(ctx: AppContext, user: UserRow) {
  return listSharesForUser(ctx.db, user);
}

export async function sharesOfTrip(ctx: AppContext, owner: UserRow, tripId: number) {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  return listSharesOfTrip(ctx.db, trip.id);
}

export async function removeShare(ctx: AppContext, owner: UserRow, shareId: number): Promise<void> {
  const share = await findShare(ctx.db, shareId);
  if (!share) throw notFound(SHARE_NOT_FOUND);
  await requireTripOwner(ctx.db, owner, share.tripId, SHARE_NOT_FOUND);
  if (share.sharedWithId === null && share.sharedWithEmail === null) {
    await revokePublicLink(ctx, owner, share.tripId);
    return;
  }
  await deleteShare(ctx.db, share.id);
}

/** Premium and up: a link anyone can open, shown on the trip as its shareUrl. */
export async function createPublicLink(ctx: AppContext, owner: UserRow, tripId: number): Promise<string> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  requireFeature(owner, 'publicLinks');
  return ctx.db.transaction(async (tx) => {
    // Simultaneous requests wait here in turn; the second finds the link the first made.
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const existing = await findPublicLink(tx, trip.id);
    if (existing) return shareLink(ctx, existing.inviteToken);
    const share = await insertShare(tx, {
      tripId: trip.id,
      ownerId: owner.id,
      inviteToken: newInviteToken(),
    });
    const url = shareLink(ctx, share.inviteToken);
    await updateTrip(tx, trip.id, { shareUrl: url });
    return url;
  });
}

export async function revokePublicLink(ctx: AppContext, owner: UserRow, tripId: number): Promise<void> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  await ctx.db.transaction(async (tx) => {
    await deletePublicLink(tx, trip.id);
    await updateTrip(tx, trip.id, { shareUrl: null });
  });
}

/**
 * The trip behind a share link, for anyone holding it. A signed-in person the share was made for accepts it by
 * opening it; an e-mail invitation is claimed by the first signed-in person who opens it, since e-mail
 * addresses are not verified and only the invitee was sent the link.
 */
export async function sharedTripReply(
  ctx: AppContext,
  token: string,
  viewer: UserRow | null,
): Promise<PreparedJson> {
  const { share, trip, owner } = await requireShareLink(ctx.db, token);
  const forViewer =
    viewer !== null &&
    viewer.id !== share.ownerId &&
    (share.sharedWithId === viewer.id || (share.sharedWithId === null && share.sharedWithEmail !== null));
  if (viewer && forViewer && share.status === 'pending') {
    await acceptShare(ctx.db, share.id, viewer.id);
    share.status = 'accepted';
    share.sharedWithId = viewer.id;
  }
  const head = toSharedTripHead({ share, trip, owner });
  // The share and the owner's names change without a new trip version: they are part of the key.
  return ctx.readCache.json(`shared:${trip.id}:${trip.contentVersion}:${JSON.stringify(head)}`, async () => {
    const [stops, photos, route] = await Promise.all([
      listStopsOfTrip(ctx.db, trip.id),
      listPhotosOfTrip(ctx.db, trip.id),
      findRouteOfTrip(ctx.db, trip.id),
    ]);
    return toSharedTripDto(head, { stops, photos, route: route ?? null });
  });
}

/** A report about a shared trip, from anyone holding its link; it feeds the administrators' Reports tab. */
export async function reportSharedTrip(
  ctx: AppContext,
  token: string,
  reporter: UserRow | null,
  reason: string,
  ip: string,
): Promise<void> {
  await ctx.authLimits.reportPerIp.consume(ip);
  const { trip } = await requireShareLink(ctx.db, token);
  await insertReport(ctx.db, { tripId: trip.id, reporterId: reporter?.id ?? null, reason });
}
