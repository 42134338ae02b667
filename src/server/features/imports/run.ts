import type { AppContext } from '../../context';
import type { FoundCounts, SkippedPart } from '../../db/schema';
import { findTrip, findUserById } from '../../policy/access-repo';
import { getUploadSettings } from '../settings';
import { collectingSink, countingSink } from './collect';
import { ArchiveRefused } from './formats/entries';
import { SourceRefused } from './formats/found';
import { appendSkipped, countMade, findImport, type ImportRow, madeBy, updateImport } from './repo';
import { NothingToImport, readSources } from './sources';
import { unstage } from './staging';
import { importRoomRefusal } from './storage-room';
import { targetsOf } from './targets';
import { undoImport } from './undo';
import { writeMemo } from './write-memo';
import { writePhoto } from './write-photo';
import { type ImportRun, ImportStopped, stopRef, writeTarget } from './write-target';

/** How long one job works on an import before it hands the rest to the next: well within a job's time-out. */
const sliceMs = (ctx: AppContext) => Math.min(45_000, (ctx.config.jobs.timeoutSeconds * 1000) / 3);

const dateOf = (value: string | undefined) => (value ? new Date(value) : undefined);

/** Reads the import's files once, counting what they hold: the preview the traveller confirms. */
export async function analyseImport(ctx: AppContext, importId: string): Promise<void> {
  const row = await findImport(ctx.db, importId);
  if (row?.status !== 'analysing') return;
  const counting = countingSink();
  try {
    const sources = await readSources(ctx, row, counting.sink, {});
    await sources.close();
    const found = counting.counts();
    if (found.trips + found.stops + found.points + found.photos === 0) {
      throw new NothingToImport(
        `Nothing to import was found in ${row.files.map((file) => file.name).join(', ')}`,
      );
    }
    await updateImport(
      ctx.db,
      importId,
      {
        status: 'ready',
        kind: sources.kind,
        found,
        skipped: counting.skipped,
        progress: 0,
        message: await roomWarning(ctx, row, found),
      },
      ['analysing'],
    );
  } catch (error) {
    const refused =
      error instanceof NothingToImport || error instanceof ArchiveRefused || error instanceof SourceRefused;
    if (!refused) throw error;
    await failImport(ctx, row, error.message, counting.skipped);
  }
}

/** Told on the preview when the files' photos and memos would not fit in the storage; starting is refused then. */
async function roomWarning(ctx: AppContext, row: ImportRow, found: FoundCounts): Promise<string | null> {
  const trip = row.options.tripId === undefined ? undefined : await findTrip(ctx.db, row.options.tripId);
  const owner = await findUserById(ctx.db, trip?.userId ?? row.userId);
  return owner ? importRoomRefusal(ctx.db, owner, { files: row.files, found }) : null;
}

/** Ends an import that cannot go on: what it wrote is removed, its files too, and the message kept. */
export async function failImport(
  ctx: AppContext,
  row: ImportRow,
  message: string,
  skipped: SkippedPart[] = row.skipped,
): Promise<void> {
  const ended = await updateImport(ctx.db, row.id, { status: 'failed', message, skipped }, [
    'analysing',
    'ready',
    'importing',
  ]);
  if (!ended) return;
  await undoImport(ctx, row.id);
  await unstage(ctx.storage, row.files);
}

type SliceOutcome = 'more' | 'ended';

/**
 * Writes the import part by part — each target's trip, stops and route, then its stops' memos and its photos one
 * by one — skipping what an earlier job of it wrote (recorded in `import_made`, a memo on its stop), for at most a
 * third of a job's time-out; 'more' when parts are left.
 */
export async function runImportSlice(
  ctx: AppContext,
  importId: string,
  stopping: AbortSignal,
): Promise<SliceOutcome> {
  const row = await findImport(ctx.db, importId);
  if (row?.status !== 'importing') return 'ended';
  const user = await findUserById(ctx.db, row.userId);
  if (!user) return 'ended';
  const run: ImportRun = { importId, user };
  const collecting = collectingSink();
  const sources = await readSources(ctx, row, collecting.sink, {
    from: dateOf(row.options.from),
    to: dateOf(row.options.to),
    signal: stopping,
  });
  try {
    const targets = targetsOf(sources.kind, collecting.trips, row.options.tripId ?? null);
    let made = await madeIndex(ctx, importId);
    const memosOf = (target: (typeof targets)[number]) =>
      target.parts.flatMap((part, index) =>
        part.stops.flatMap((stop, at) =>
          stop.memo ? [{ memo: stop.memo, ref: stopRef(target, index, at) }] : [],
        ),
      );
    const total = targets.reduce((sum, target) => sum + 1 + memosOf(target).length + target.photos.length, 0);
    const settings = await getUploadSettings(ctx.db);
    const deadline = Date.now() + sliceMs(ctx);
    let done = 0;
    const more = () => Date.now() > deadline || stopping.aborted;
    const note = async () => {
      await updateImport(ctx.db, importId, { progress: Math.min(99, Math.floor((done / total) * 100)) }, [
        'importing',
      ]);
    };
    for (const target of targets) {
      const written = made.get(`route:${target.ref}`);
      let tripId = written?.entityId ?? null;
      if (!written) {
        if (more()) return 'more';
        tripId = (await writeTarget(ctx, run, target)) ?? target.existingTripId;
        made = await madeIndex(ctx, importId);
        await note();
      }
      done += 1;
      const trip = tripId === null ? undefined : await findTrip(ctx.db, tripId);
      const owner = trip && (trip.userId === user.id ? user : await findUserById(ctx.db, trip.userId));
      for (const { memo, ref } of memosOf(target)) {
        done += 1;
        const stopId = made.get(`stop:${ref}`)?.entityId ?? null;
        // Its stop was imported before, with its memo, or its trip is gone.
        if (!owner || stopId === null) continue;
        if (more()) return 'more';
        const refused = await writeMemo(ctx, run, memo, () => sources.openSource(memo.source), {
          stopId,
          owner,
        });
        if (refused) await appendSkipped(ctx.db, importId, [{ file: memo.name, reason: refused }]);
        await note();
      }
      for (const [index, entry] of target.photos.entries()) {
        const ref = `${target.ref}/photo/${index}`;
        done += 1;
        if (made.has(`photo:${ref}`)) continue;
        if (!trip || !owner) {
          continue;
        }
        if (more()) return 'more';
        const stopId =
          entry.stopIndex === undefined
            ? null
            : (made.get(`stop:${stopRef(target, entry.part, entry.stopIndex)}`)?.entityId ?? null);
        const refused = await writePhoto(
          ctx,
          run,
          entry.photo,
          () => sources.openSource(entry.photo.source),
          {
            tripId: trip.id,
            owner,
            maxPhotosPerTrip: settings.maxPhotosPerTrip,
            maxBytes: settings.maxUploadSize * 1024 * 1024,
            stopId,
          },
          ref,
        );
        if (refused) await appendSkipped(ctx.db, importId, [{ file: entry.photo.name, reason: refused }]);
        await note();
      }
    }
    await finishImport(ctx, row.id, collecting.skipped);
    return 'ended';
  } catch (error) {
    if (error instanceof ImportStopped) return 'ended';
    throw error;
  } finally {
    await sources.close();
  }
}

/** What the import has made so far, by kind and ref: read again once a target's trip and stops are written. */
async function madeIndex(ctx: AppContext, importId: string) {
  return new Map((await madeBy(ctx.db, importId)).map((entry) => [`${entry.kind}:${entry.ref}`, entry]));
}

/** Done: what it made counted, what was left out (in reading and among the photos) listed once. */
async function finishImport(ctx: AppContext, importId: string, readingSkipped: SkippedPart[]): Promise<void> {
  const row = await findImport(ctx.db, importId);
  if (!row) return;
  const skipped = new Map(
    [...readingSkipped, ...row.skipped].map((part) => [`${part.file}\n${part.reason}`, part]),
  );
  const ended = await updateImport(
    ctx.db,
    importId,
    {
      status: 'done',
      progress: 100,
      created: await countMade(ctx.db, importId),
      skipped: [...skipped.values()].slice(0, 200),
    },
    ['importing'],
  );
  if (ended) await unstage(ctx.storage, row.files);
}
