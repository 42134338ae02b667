import { FRESH_SIGN_IN_MINUTES } from '../../../common/limits';
import type { DeleteAccountInput } from '../../../common/schemas/account-deletion';
import type { AppContext } from '../../context';
import {
  accountExportFile,
  filesOfTrip,
  type OwnedFile,
  removeFiles,
  stagedImportFile,
} from '../../files/owned-files';
import { HttpError, unauthorized } from '../../http/errors';
import { isAdmin } from '../../policy/admin';
import { deleteMailTo } from '../../providers/mail/outbox-repo';
import { deleteSandboxIntentsOf } from '../../providers/payments/sandbox-repo';
import { confirmPassword, forgetSignInsOf, sessionStartedAt } from '../auth';
import {
  cancelImportsOf,
  deleteInvitationsTo,
  deleteTripsOf,
  exportFilesOf,
  importFilesOf,
  lockTripsOf,
} from './deletion-repo';
import { countOtherAdmins, deleteUser, holdAdminDeletions, lockUserRow, type UserRow } from './repo';
import { hasPassword } from './sign-in-method';

const LAST_ADMIN_MESSAGE =
  'You are the only administrator of this Roadbook. Make another account an administrator before deleting yours.';

/** How the request shows it comes from the account's owner. */
export interface DeletionProof {
  sessionToken: string | null;
  ip: string;
}

/**
 * The password, or for a single sign-on account (which has none to type) a sign-in made moments ago: the
 * identity provider has just checked who this is.
 */
async function confirmOwner(
  ctx: AppContext,
  user: UserRow,
  input: DeleteAccountInput,
  proof: DeletionProof,
): Promise<void> {
  if (hasPassword(user)) {
    if (!input.password)
      throw new HttpError('password_incorrect', 'Enter your password to delete your account');
    if (!(await confirmPassword(ctx, user, input.password, proof.ip)))
      throw new HttpError('password_incorrect', 'The password is not correct');
    return;
  }
  const startedAt = proof.sessionToken ? await sessionStartedAt(ctx.db, proof.sessionToken) : undefined;
  if (!startedAt || Date.now() - startedAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(
      'fresh_sign_in_required',
      `Sign in again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes of signing in.`,
    );
  }
}

/**
 * Deletes the account with everything it holds — its trips and all in them, shares it made and was given,
 * invitations to its address, devices and their points, imports, exports, its Immich link, sessions, keys, plan
 * history — and then their files. Photos, stops and memos it added to other travellers' trips stay with those
 * trips, no longer attributed. Rows go in one transaction holding the account and its trips, so an upload still
 * committing finishes before the files are listed; the files follow once the rows are gone.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  input: DeleteAccountInput,
  proof: DeletionProof,
): Promise<void> {
  await confirmOwner(ctx, user, input, proof);
  if (isAdmin(user) && (await countOtherAdmins(ctx.db, user.id)) === 0)
    throw new HttpError('last_admin', LAST_ADMIN_MESSAGE);
  // Before the account is held: a part being written holds its import and then the account.
  await cancelImportsOf(ctx.db, user.id);
  const files = await ctx.db.transaction(async (tx) => {
    if (isAdmin(user)) await holdAdminDeletions(tx);
    const current = await lockUserRow(tx, user.id);
    if (!current) throw unauthorized();
    if (isAdmin(current) && (await countOtherAdmins(tx, current.id)) === 0)
      throw new HttpError('last_admin', LAST_ADMIN_MESSAGE);
    const files: OwnedFile[][] = [];
    for (const tripId of await lockTripsOf(tx, current.id)) files.push(await filesOfTrip(tx, tripId));
    files.push((await importFilesOf(tx, current.id)).map(stagedImportFile));
    files.push((await exportFilesOf(tx, current.id)).map(accountExportFile));
    await deleteTripsOf(tx, current.id);
    if (current.email) {
      await deleteInvitationsTo(tx, current.email);
      await deleteMailTo(tx, current.email);
    }
    await deleteSandboxIntentsOf(tx, String(current.id));
    await forgetSignInsOf(tx, current);
    await deleteUser(tx, current.id);
    return files;
  });
  // The account is gone whatever becomes of its files: one not removed is named by no row, and the hourly sweep
  // removes it. A trip's files at a time, not thousands of removals at once.
  for (const group of files) {
    await removeFiles(ctx.storage, group).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'files of a deleted account were left for the sweep');
    });
  }
}
