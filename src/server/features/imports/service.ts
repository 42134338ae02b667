import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { ImportDto } from '../../../common/contract/imports';
import type { ImmichImportInput, StartImportInput } from '../../../common/schemas/imports';
import type { AppContext } from '../../context';
import type { ImportOptions } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { receiveFiles } from '../../http/receive-file';
import { requireTripWriter } from '../../policy/trips';
import { immichSourceOf } from '../immich';
import type { UserRow } from '../users';
import { ANALYSE_IMPORT, queueImportJob, RUN_IMPORT } from './jobs';
import { toImportDto } from './presenter';
import {
  findImport,
  type ImportRow,
  importsLeftAt,
  insertImport,
  listImportsOf,
  lockImport,
  madeBy,
  updateImport,
} from './repo';
import { stageFiles, unstage } from './staging';
import { importRoomRefusal } from './storage-room';
import { undoImport } from './undo';

export const IMPORT_NOT_FOUND = 'Import not found';
/** Many GPX files or a Polarsteps export with its photos, sent at once. */
export const IMPORT_LIMITS = { maxFiles: 500, maxBytes: 4 * 1024 * 1024 * 1024 };

async function present(ctx: AppContext, row: ImportRow): Promise<ImportDto> {
  const made = await madeBy(ctx.db, row.id);
  return toImportDto(
    row,
    made.filter((entry) => entry.kind === 'trip').map((entry) => entry.entityId),
  );
}

async function ownImport(ctx: AppContext, user: UserRow, id: string): Promise<ImportRow> {
  const row = await findImport(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

function parseTripId(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw badRequest('Trip id must be a whole number');
  return id;
}

/** Receives the files, keeps them with the import, and queues their reading: 201 before anything is read. */
export async function createImport(
  ctx: AppContext,
  user: UserRow,
  request: FastifyRequest,
): Promise<{ id: string; status: 'analysing' }> {
  const received = await receiveFiles(request, ctx.storage, {
    fieldName: 'file',
    label: 'files',
    ...IMPORT_LIMITS,
  });
  const id = randomUUID();
  let staged: Awaited<ReturnType<typeof stageFiles>> = [];
  try {
    const tripId = parseTripId(received[0]?.fields.tripId);
    if (tripId !== undefined) await requireTripWriter(ctx.db, user, tripId, 'route.write');
    staged = await stageFiles(ctx.storage, id, received);
    await ctx.db.transaction(async (tx) => {
      await insertImport(tx, { id, userId: user.id, files: staged, options: tripId ? { tripId } : {} });
      await queueImportJob(ctx, ANALYSE_IMPORT, id, tx);
    });
    ctx.jobs.wake(ANALYSE_IMPORT);
    return { id, status: 'analysing' };
  } catch (error) {
    await unstage(ctx.storage, staged).catch(() => undefined);
    throw error;
  } finally {
    await Promise.all(received.map((file) => fs.promises.rm(file.tempPath, { force: true })));
  }
}

/** The photos of an Immich album or of a range of days, read like files: a preview first, then the import. */
export async function createImmichImport(
  ctx: AppContext,
  user: UserRow,
  input: ImmichImportInput,
): Promise<{ id: string; status: 'analysing' }> {
  if (!(await immichSourceOf(ctx, user.id)))
    throw badRequest('Link your Immich server in your profile first');
  if (input.tripId !== undefined) await requireTripWriter(ctx.db, user, input.tripId, 'route.write');
  const options: ImportOptions = {
    tripId: input.tripId,
    albumId: input.albumId,
    from: input.from ? isoStart(input.from) : undefined,
    to: input.to ? isoEnd(input.to) : undefined,
    originals: input.originals ?? true,
  };
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertImport(tx, { id, userId: user.id, kind: 'immich', options });
    await queueImportJob(ctx, ANALYSE_IMPORT, id, tx);
  });
  ctx.jobs.wake(ANALYSE_IMPORT);
  return { id, status: 'analysing' };
}

export async function importOf(ctx: AppContext, user: UserRow, id: string): Promise<ImportDto> {
  return present(ctx, await ownImport(ctx, user, id));
}

export async function importsOf(ctx: AppContext, user: UserRow): Promise<ImportDto[]> {
  return Promise.all((await listImportsOf(ctx.db, user.id)).map((row) => present(ctx, row)));
}

/** A day given alone is the whole day (in UTC); a moment is itself. */
const isoStart = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value).toISOString();
const isoEnd = (value: string) =>
  new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value).toISOString();

/** Starts a ready import into a new trip or the chosen one, with the range of days chosen. */
export async function startImport(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: StartImportInput,
): Promise<ImportDto> {
  const row = await ownImport(ctx, user, id);
  const tripId = input.tripId ?? row.options.tripId;
  const owner =
    tripId === undefined ? user : (await requireTripWriter(ctx.db, user, tripId, 'route.write')).owner;
  // Refused before anything is written, as the preview warned.
  const refusal = row.status === 'ready' ? await importRoomRefusal(ctx.db, owner, row) : null;
  if (refusal) throw new HttpError('quota_exceeded', refusal);
  const options: ImportOptions = {
    ...row.options,
    tripId,
    from: input.from ? isoStart(input.from) : row.options.from,
    to: input.to ? isoEnd(input.to) : row.options.to,
  };
  const started = await ctx.db.transaction(async (tx) => {
    const locked = await lockImport(tx, id, 'update');
    if (locked?.status !== 'ready') {
      throw new HttpError(
        'import_not_ready',
        locked?.status === 'analysing'
          ? 'The files are still being read; start the import once its preview is shown'
          : `This import cannot be started: it is ${locked?.status ?? 'gone'}`,
      );
    }
    const updated = await updateImport(tx, id, { status: 'importing', options, progress: 0 }, ['ready']);
    await queueImportJob(ctx, RUN_IMPORT, id, tx);
    return updated as ImportRow;
  });
  ctx.jobs.wake(RUN_IMPORT);
  return present(ctx, started);
}

/**
 * Cancels an import at any stage, and removes what it made — a finished one too. The status changes first,
 * under the lock a part being written holds, so no part is written after it; then what was written goes.
 */
export async function cancelImport(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const row = await ownImport(ctx, user, id);
  const cancelled = await updateImport(ctx.db, id, { status: 'cancelled', message: 'Cancelled' }, [
    'analysing',
    'ready',
    'importing',
    'done',
  ]);
  if (!cancelled) return;
  await undoImport(ctx, id);
  await unstage(ctx.storage, row.files);
}

/** A preview is kept a week; unstarted by then, the import is cancelled and its files go. */
export const UNSTARTED_IMPORT_DAYS = 7;

export async function expireUnstartedImports(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNSTARTED_IMPORT_DAYS * 24 * 60 * 60 * 1000);
  const left = await importsLeftAt(ctx.db, 'ready', before);
  for (const row of left) {
    const ended = await updateImport(
      ctx.db,
      row.id,
      { status: 'cancelled', message: 'Not started within a week' },
      ['ready'],
    );
    if (ended) await unstage(ctx.storage, row.files);
  }
  return left.length;
}
