import type { ProfileInput } from '../../../common/schemas/auth';
import type { PreferencesInput } from '../../../common/schemas/preferences';
import type { PrivacySettingsInput, PrivacyZone } from '../../../common/schemas/privacy';
import type { AppContext } from '../../context';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { emailTaken, searchUsers, type UserRow, updateUser } from './repo';

/** Writes to the user's row; an account deleted meanwhile is a 404. */
async function updateExistingUser(
  ctx: AppContext,
  userId: number,
  values: Parameters<typeof updateUser>[2],
): Promise<UserRow> {
  const user = await updateUser(ctx.db, userId, values);
  if (!user) throw notFound('User not found');
  return user;
}

export async function updateProfile(ctx: AppContext, userId: number, input: ProfileInput): Promise<UserRow> {
  if (await emailTaken(ctx.db, input.email, userId)) throw conflict('Email already exists');
  try {
    return await updateExistingUser(ctx, userId, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Email already exists');
    throw error;
  }
}

/**
 * People the user may share a trip with, by name or whole e-mail address, among those who let themselves be
 * found.
 */
export async function findPeople(ctx: AppContext, user: UserRow, query: string) {
  return searchUsers(ctx.db, query, user.id);
}

export async function updatePrivacySettings(
  ctx: AppContext,
  userId: number,
  input: PrivacySettingsInput,
): Promise<UserRow> {
  return updateExistingUser(ctx, userId, { findableByName: input.findableByName });
}

/** Replaces the user's privacy zones; shared views prepared for the old ones are no longer used. */
export async function savePrivacyZones(
  ctx: AppContext,
  userId: number,
  zones: PrivacyZone[],
): Promise<PrivacyZone[]> {
  return (await updateExistingUser(ctx, userId, { privacyZones: zones })).privacyZones;
}

export async function updatePreferences(
  ctx: AppContext,
  userId: number,
  input: PreferencesInput,
): Promise<UserRow> {
  return updateExistingUser(ctx, userId, { distanceUnit: input.distanceUnit });
}
