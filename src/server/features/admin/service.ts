import { effectiveTier } from '../../../common/plans';
import type { AdminListQuery } from '../../../common/schemas/admin';
import { moderatedStatus } from '../../../common/trips/trip-rules';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { findTrip, findUserById } from '../../policy/access-repo';
import { isAdmin } from '../../policy/admin';
import { TRIP_NOT_FOUND } from '../../policy/trips';
import { destroyUserSessions } from '../auth';
import { getUploadSettings, saveUploadSettings, type UploadSettings } from '../settings';
import { deleteTripAndFiles, lockTrip, measuresOfTrip, updateTrip } from '../trips';
import { type UserRow, updateUser } from '../users';
import { countStats, listTripsPage, listUsersPage } from './repo';

const page = (query: AdminListQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The counts on the administration dashboard. */
export async function siteStats(ctx: AppContext) {
  return countStats(ctx.db);
}

export async function uploadSettings(ctx: AppContext): Promise<UploadSettings> {
  return getUploadSettings(ctx.db);
}

export async function updateUploadSettings(ctx: AppContext, value: UploadSettings): Promise<UploadSettings> {
  await saveUploadSettings(ctx.db, value);
  return value;
}

export async function usersPage(ctx: AppContext, query: AdminListQuery) {
  const { limit, offset } = page(query);
  const { rows, total } = await listUsersPage(ctx.db, query.search, limit, offset);
  return {
    items: rows.map(({ user, tripCount, photoCount }) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      isAdmin: isAdmin(user),
      isActive: user.isActive,
      banReason: user.banReason,
      bannedAt: user.bannedAt,
      subscriptionTier: effectiveTier(user),
      createdAt: user.createdAt,
      tripCount,
      photoCount,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function tripsPage(ctx: AppContext, query: AdminListQuery) {
  const { limit, offset } = page(query);
  const { rows, total } = await listTripsPage(ctx.db, query.search, limit, offset);
  return {
    items: rows.map(({ trip, userEmail, username, stopCount, photoCount, reportCount }) => ({
      id: trip.id,
      title: trip.title,
      status: trip.status,
      startDate: trip.startDate,
      endDate: trip.endDate,
      createdAt: trip.createdAt,
      isPublic: trip.shareUrl !== null,
      userId: trip.userId,
      userEmail,
      username,
      stopCount,
      photoCount,
      reportCount,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A banned account cannot sign in, its sessions end at once, and its trips vanish from share links. */
export async function banUser(
  ctx: AppContext,
  admin: UserRow,
  userId: number,
  reason: string,
): Promise<UserRow> {
  if (userId === admin.id) throw badRequest('You cannot ban yourself');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('User not found');
  if (isAdmin(user)) throw badRequest('Administrators cannot be banned');
  return ctx.db.transaction(async (tx) => {
    const banned = await updateUser(tx, user.id, {
      isActive: false,
      bannedAt: new Date(),
      banReason: reason,
    });
    await destroyUserSessions(tx, user.id);
    return banned ?? user;
  });
}

export async function unbanUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const user = await updateUser(ctx.db, userId, { isActive: true, bannedAt: null, banReason: null });
  if (!user) throw notFound('User not found');
  return user;
}

export async function setTripStatus(ctx: AppContext, tripId: number, status: 'active' | 'suspended') {
  const moderated = await ctx.db.transaction(async (tx) => {
    if (!(await lockTrip(tx, tripId, 'no key update'))) throw notFound(TRIP_NOT_FOUND);
    const trip = await findTrip(tx, tripId);
    if (!trip) throw notFound(TRIP_NOT_FOUND);
    const changes = moderatedStatus(trip, status === 'suspended' ? 'suspend' : 'reactivate');
    return (await updateTrip(tx, trip.id, changes)) ?? trip;
  });
  return { trip: moderated, measures: await measuresOfTrip(ctx, moderated) };
}

export async function deleteAnyTrip(ctx: AppContext, tripId: number): Promise<void> {
  const trip = await findTrip(ctx.db, tripId);
  if (!trip) throw notFound(TRIP_NOT_FOUND);
  await deleteTripAndFiles(ctx, trip);
}
