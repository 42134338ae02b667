import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountExportDto } from '../../../common/contract/account-exports';
import type { AppContext } from '../../context';
import { asDownload } from '../../http/downloads';
import { notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/send-stored-file';
import type { UserRow } from '../users';
import { BUILD_ACCOUNT_EXPORT } from './jobs';
import { toExportDto } from './presenter';
import { type AccountExportRow, findExport, insertExport, listExportsOf } from './repo';

const EXPORT_NOT_FOUND = 'Export not found';

async function ownExport(ctx: AppContext, user: UserRow, id: string): Promise<AccountExportRow> {
  const row = await findExport(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound(EXPORT_NOT_FOUND);
  return row;
}

/** Queues the building of the traveller's ZIP, in the transaction that stores its row. */
export async function requestExport(
  ctx: AppContext,
  user: UserRow,
): Promise<{ id: string; status: 'queued' }> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertExport(tx, user.id);
    const job = await ctx.jobs.send(BUILD_ACCOUNT_EXPORT, { exportId: row.id }, { within: tx });
    if (!job) throw new Error('the export job was not queued');
    return row;
  });
  ctx.jobs.wake(BUILD_ACCOUNT_EXPORT);
  return { id: row.id, status: 'queued' };
}

export async function exportOf(ctx: AppContext, user: UserRow, id: string): Promise<AccountExportDto> {
  return toExportDto(await ownExport(ctx, user, id));
}

export async function exportsOf(ctx: AppContext, user: UserRow): Promise<AccountExportDto[]> {
  return (await listExportsOf(ctx.db, user.id)).map(toExportDto);
}

/** The ZIP, to its owner only, while it has not expired. */
export async function sendExport(
  ctx: AppContext,
  user: UserRow,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const row = await ownExport(ctx, user, id);
  if (row.status !== 'ready' || !row.filename) throw notFound('This export is not ready, or has expired');
  asDownload(reply, `roadbook-export-${row.createdAt.toISOString().slice(0, 10)}.zip`);
  return sendStoredFile(request, reply, ctx.storage, {
    area: 'exports',
    name: row.filename,
    contentType: 'application/zip',
  });
}
