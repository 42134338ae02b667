import type { CreateShareInput, ShareSettingsInput } from '../../../common/schemas/sharing';
import type { TripMeasures } from '../../../common/trips/distance';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '../../http/errors';
import type { PreparedJson } from '../../http/prepared-body';
import { findLiveShareByToken, findUserById } from '../../policy/access-repo';
import { requireFeature } from '../../policy/plans';
import { zonesKey } from '../../policy/privacy';
import { LINK_EXPIRED, linkExpired, unlockProof } from '../../policy/share-links';
import { editShareActive, requireShareLink, requireTripOwner, TRIP_NOT_FOUND } from '../../policy/trips';
import { hashPassword, verifyPassword } from '../auth';
import { latestPosition } from '../devices';
import { listPhotosOfTrip } from '../photos';
import { insertReport } from '../reports';
import { listStopsOfTrip } from '../stops';
import { displayedTrack } from '../tracks';
import { lockTrip, measuresOf, measuresOfTrip, tripCovers, updateTrip } from '../trips';
import type { UserRow } from '../users';
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
  updateShare,
} from './repo';
import { newInviteToken } from './tokens';

const SHARE_NOT_FOUND = 'Share not found';
const ALREADY_SHARED = 'This trip is already shared with that person';
const WRONG_PASSWORD = 'Wrong password';
/** An unlock is remembered this long at most, and never past the link's expiry. */
const UNLOCK_DAYS = 30;

const displayName = (user: UserRow) => user.firstName || user.username;
export const shareLink = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/shared-trip/${token}`;

/**
 * Shares a trip with an account or an e-mail address and sends the invitation. An edit share needs the Pro
 * plan (collaboration). If the e-mail cannot be queued (or kept) no share is made, so the owner can simply try
 * again; the share says where its invitation stands.
 */
export async function shareTrip(
  ctx: AppContext,
  owner: UserRow,
  tripId: number,
  input: CreateShareInput,
): Promise<ShareRow> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  if (input.shareType === 'edit') requireFeature(owner, 'collaboration');
  let recipientEmail = input.sharedWithEmail ?? null;
  if (input.sharedWithId !== undefined) {
    const recipient = await findUserById(ctx.db, input.sharedWithId);
    if (!recipient?.isActive) throw notFound('User not found');
    if (recipient.id === owner.id) throw badRequest('This is your own trip');
    recipientEmail = recipient.email;
  } else if (recipientEmail?.toLowerCase() === owner.email?.toLowerCase()) {
    throw badRequest('This is your own trip');
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  // The invitation is sent inside the transaction: if it cannot be sent, the share is never committed.
  return ctx.db.transaction(async (tx) => {
    if (await findShareTo(tx, trip.id, input)) throw conflict(ALREADY_SHARED);
    // The unique indexes decide between simultaneous requests.
    const share = await insertShare(tx, {
      tripId: trip.id,
      ownerId: owner.id,
      sharedWithId: input.sharedWithId ?? null,
      sharedWithEmail: input.sharedWithEmail ?? null,
      shareType: input.shareType,
      inviteToken: newInviteToken(),
      inviteMessage: input.message,
      expiresAt: input.expiresAt ?? null,
      passwordHash,
      includeLocations: input.includeLocations,
      allowDownload: input.allowDownload,
      showLivePosition: input.showLivePosition,
    }).catch((error) => {
      throw isUniqueViolation(error) ? conflict(ALREADY_SHARED) : error;
    });
    if (!recipientEmail) return share;
    const mail = shareInvitationEmail(
      share.id,
      recipientEmail,
      displayName(owner),
      trip.title,
      shareLink(ctx, share.inviteToken),
      input.message,
    );
    // Queued (or kept) in this transaction: the invitation exists exactly when the share does.
    const invitationDelivery = await ctx.mailer.send(mail, tx);
    return (await updateShare(tx, share.id, { invitationDelivery })) ?? share;
  });
}

/** Shares made to the user, or e-mail invitations they claimed; whether each lets them edit now. */
/** The trips shared with the user, each with the picture its card shows, as the owner's own list has. */
export async function sharesHeldBy(ctx: AppContext, user: UserRow) {
  const held = await listSharesForUser(ctx.db, user);
  const [covers, measures] = await Promise.all([
    tripCovers(
      ctx.db,
      held.map(({ trip }) => trip.id),
    ),
    measuresOf(
      ctx,
      held.map(({ trip }) => trip),
    ),
  ]);
  return held.map((each, index) => ({
    ...each,
    cover: covers.get(each.trip.id) ?? null,
    measures: measures[index] as TripMeasures,
    canEdit: each.share.shareType === 'edit' && editShareActive(each.owner),
  }));
}

/** The trip's invitations; edit shares are marked paused while the owner's plan lacks collaboration. */
export async function sharesOfTrip(ctx: AppContext, owner: UserRow, tripId: number) {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  await ctx.shareOpenings.flush();
  const paused = !editShareActive(owner);
  return (await listSharesOfTrip(ctx.db, trip.id)).map((row) => ({
    ...row,
    editPaused: paused && row.share.shareType === 'edit',
  }));
}

/** A share of one of the owner's trips; anyone else's is a 404, as if it did not exist. */
async function requireOwnShare(ctx: AppContext, owner: UserRow, shareId: number): Promise<ShareRow> {
  await ctx.shareOpenings.flush();
  const share = await findShare(ctx.db, shareId);
  if (!share) throw notFound(SHARE_NOT_FOUND);
  await requireTripOwner(ctx.db, owner, share.tripId, 'shares.manage', SHARE_NOT_FOUND);
  return share;
}

export async function removeShare(ctx: AppContext, owner: UserRow, shareId: number): Promise<void> {
  const share = await requireOwnShare(ctx, owner, shareId);
  if (share.sharedWithId === null && share.sharedWithEmail === null) {
    await revokePublicLink(ctx, owner, share.tripId);
    return;
  }
  await deleteShare(ctx.db, share.id);
}

/** The columns a settings change writes: a password is hashed, null takes it or the expiry away. */
async function settingsValues(input: ShareSettingsInput) {
  return {
    ...(input.shareType !== undefined && { shareType: input.shareType }),
    ...(input.expiresAt !== undefined && { expiresAt: input.expiresAt }),
    ...(input.password !== undefined && {
      passwordHash: input.password === null ? null : await hashPassword(input.password),
    }),
    ...(input.includeLocations !== undefined && { includeLocations: input.includeLocations }),
    ...(input.allowDownload !== undefined && { allowDownload: input.allowDownload }),
    ...(input.showLivePosition !== undefined && { showLivePosition: input.showLivePosition }),
  };
}

/** The share with these settings written; a change that changes nothing writes nothing. */
async function applySettings(
  db: Executor,
  share: ShareRow,
  values: Awaited<ReturnType<typeof settingsValues>>,
): Promise<ShareRow> {
  if (Object.keys(values).length === 0) return share;
  const updated = await updateShare(db, share.id, values);
  if (!updated) throw notFound(SHARE_NOT_FOUND);
  return updated;
}

export interface PublicLink {
  share: ShareRow;
  shareUrl: string;
}

/**
 * Premium and up: a link anyone can open, shown on the trip as its shareUrl. The settings given apply to the
 * link, new or existing.
 */
export async function createPublicLink(
  ctx: AppContext,
  owner: UserRow,
  tripId: number,
  settings: ShareSettingsInput = {},
): Promise<PublicLink> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  requireFeature(owner, 'publicLinks');
  const values = await settingsValues(settings);
  await ctx.shareOpenings.flush();
  return ctx.db.transaction(async (tx) => {
    // Simultaneous requests wait here in turn; the second finds the link the first made.
    if (!(await lockTrip(tx, trip.id, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const existing = await findPublicLink(tx, trip.id);
    if (existing) {
      return {
        share: await applySettings(tx, existing, values),
        shareUrl: shareLink(ctx, existing.inviteToken),
      };
    }
    const share = await insertShare(tx, {
      tripId: trip.id,
      ownerId: owner.id,
      inviteToken: newInviteToken(),
      ...values,
    });
    const url = shareLink(ctx, share.inviteToken);
    await updateTrip(tx, trip.id, { shareUrl: url });
    return { share, shareUrl: url };
  });
}

/** The trip's public link with its settings and counters, or null; for the owner only. */
export async function publicLinkOf(
  ctx: AppContext,
  owner: UserRow,
  tripId: number,
): Promise<PublicLink | null> {
  const trip = await requireTripOwner(ctx.db, owner, tripId);
  await ctx.shareOpenings.flush();
  const share = await findPublicLink(ctx.db, trip.id);
  return share ? { share, shareUrl: shareLink(ctx, share.inviteToken) } : null;
}

/**
 * Changes a share's type (view or edit: edit needs the Pro plan), or a share's or public link's expiry,
 * password or what its files show; for the trip's owner only. A public link is for reading only.
 */
export async function changeShareSettings(
  ctx: AppContext,
  owner: UserRow,
  shareId: number,
  input: ShareSettingsInput,
): Promise<ShareRow> {
  const share = await requireOwnShare(ctx, owner, shareId);
  if (input.shareType === 'edit') {
    if (share.sharedWithId === null && share.sharedWithEmail === null) {
      throw badRequest('A public link is for reading only; share with a person to edit together');
    }
    requireFeature(owner, 'collaboration');
  }
  return applySettings(ctx.db, share, await settingsValues(input));
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
  unlock: string | undefined,
  viewer: UserRow | null,
): Promise<{ body: PreparedJson; shareId: number }> {
  const found = await requireShareLink(ctx, token, unlock);
  const { trip, owner } = found;
  let { share } = found;
  const forViewer =
    viewer !== null &&
    viewer.id !== share.ownerId &&
    (share.sharedWithId === viewer.id || (share.sharedWithId === null && share.sharedWithEmail !== null));
  if (viewer && forViewer && share.status === 'pending' && (await acceptShare(ctx.db, share.id, viewer.id))) {
    share = { ...share, status: 'accepted', sharedWithId: viewer.id };
  }
  const head = toSharedTripHead({ share, trip, measures: await measuresOfTrip(ctx, trip), owner });
  const zones = owner.privacyZones;
  // Any change to the trip raises its version; the share and the owner's names change without one, so they are
  // part of the version too, and the privacy zones of the slot.
  const slot = `shared:${trip.id}:${share.id}${zonesKey(zones)}`;
  const version = `${trip.contentVersion}:${JSON.stringify([head.share, head.owner])}`;
  const body = await ctx.readCache.json(slot, version, async () => {
    const [stops, photos, route] = await Promise.all([
      listStopsOfTrip(ctx.db, trip.id),
      listPhotosOfTrip(ctx.db, trip.id),
      displayedTrack(ctx, trip.id, zones),
    ]);
    const position = share.showLivePosition ? await latestPosition(ctx, trip.id, zones) : null;
    return toSharedTripDto(head, { stops, photos, route, position }, zones);
  });
  return { body, shareId: share.id };
}

/**
 * Checks a link's password and answers what its unlock cookie holds, and until when. Attempts are counted
 * before the password is checked, per address and per link and address, as sign-in counts them (decision 012);
 * a success clears its address's count. Wrong passwords from all addresses together meet a ceiling, which the
 * right password never counts towards. The ceiling slows guessing without closing the link (decision 014):
 * while it is reached, an address's first attempt in its own window is still checked, so a reader who has not
 * just guessed wrong gets in; its further attempts are refused before any hashing.
 */
export async function unlockSharedTrip(
  ctx: AppContext,
  token: string,
  password: string,
  ip: string,
): Promise<{ proof: string; expires: Date } | null> {
  const limits = ctx.authLimits;
  await limits.unlockPerIp.consume(ip);
  const fromHere = `${token}|${ip}`;
  const attemptsFromHere = await limits.unlockFailuresPerLinkAndIp.consume(fromHere);
  if (attemptsFromHere > 1) await limits.unlockFailuresPerLink.assertOpen(token);
  const found = await findLiveShareByToken(ctx.db, token);
  if (!found) throw notFound(TRIP_NOT_FOUND);
  if (linkExpired(found.share)) throw notFound(LINK_EXPIRED);
  const proof = unlockProof(found.share);
  if (proof === null) return null;
  if (!(await verifyPassword(found.share.passwordHash ?? undefined, password))) {
    await limits.unlockFailuresPerLink.tryConsume(token);
    throw unauthorized(WRONG_PASSWORD);
  }
  await limits.unlockFailuresPerLinkAndIp.reset(fromHere);
  const remembered = new Date(Date.now() + UNLOCK_DAYS * 86_400_000);
  const expires =
    found.share.expiresAt && found.share.expiresAt < remembered ? found.share.expiresAt : remembered;
  return { proof, expires };
}

/** A report about a shared trip, from anyone holding its link; it feeds the administrators' Reports tab. */
export async function reportSharedTrip(
  ctx: AppContext,
  token: string,
  unlock: string | undefined,
  reporter: UserRow | null,
  reason: string,
  ip: string,
): Promise<void> {
  await ctx.authLimits.reportPerIp.consume(ip);
  const { trip } = await requireShareLink(ctx, token, unlock);
  await insertReport(ctx.db, { tripId: trip.id, reporterId: reporter?.id ?? null, reason });
}
