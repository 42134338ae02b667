import type { ProfileInput } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { emailTaken, type UserRow, updateUser } from './repo';

export async function updateProfile(ctx: AppContext, userId: number, input: ProfileInput): Promise<UserRow> {
  if (await emailTaken(ctx.db, input.email, userId)) throw conflict('Email already exists');
  try {
    const user = await updateUser(ctx.db, userId, input);
    if (!user) throw notFound('User not found');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Email already exists');
    throw error;
  }
}
