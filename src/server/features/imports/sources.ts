import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { immichSourceOf } from '../immich';
import { recognise } from './formats/detect';
import { openImportEntries } from './formats/entries';
import { type FoundSink, type ImportKind, type PhotoSource, UnreadableEntry } from './formats/found';
import { openImmichPhoto, readImmichPhotos } from './immich-photos';
import type { ImportRow } from './repo';
import { localCopies } from './staging';

/** An import whose files hold nothing Roadbook can read: it fails with this message. */
export class NothingToImport extends Error {}

export interface OpenedSources {
  kind: ImportKind;
  /** A photo's or a memo's bytes. */
  openSource(source: PhotoSource): Promise<Readable>;
  close(): Promise<void>;
}

/**
 * Reads the import's files into the sink with the readers that recognise them; what none recognises is reported
 * as skipped. The photos and memos stay where they are until `openSource`.
 */
export async function readSources(
  ctx: AppContext,
  row: ImportRow,
  sink: FoundSink,
  options: { from?: Date; to?: Date; signal?: AbortSignal },
): Promise<OpenedSources> {
  if (row.kind === 'immich') return readImmich(ctx, row, sink, options.signal);
  const copies = await localCopies(ctx.storage, row.files);
  let opened: Awaited<ReturnType<typeof openImportEntries>> | undefined;
  const close = async () => {
    await opened?.close();
    await copies.release();
  };
  try {
    opened = await openImportEntries(copies.files);
    for (const skipped of opened.skipped) sink.skip(skipped.file, skipped.reason);
    const { groups, unclaimed } = await recognise(opened.entries);
    for (const entry of unclaimed) sink.skip(entry.path, 'Not a file Roadbook can import');
    const first = groups[0];
    if (!first) {
      throw new NothingToImport(
        `Nothing Roadbook can import was found in ${row.files.map((file) => file.name).join(', ')}`,
      );
    }
    for (const group of groups) {
      try {
        await group.reader.read(group.entries, sink, options);
      } catch (error) {
        if (!(error instanceof UnreadableEntry)) throw error;
        sink.skip(error.file, error.message);
      }
    }
    const byPath = new Map(opened.entries.map((entry) => [entry.path, entry]));
    return {
      kind: first.reader.kind,
      openSource: async (source) => {
        const entry = source.kind === 'entry' ? byPath.get(source.path) : undefined;
        if (!entry)
          throw new UnreadableEntry(source.kind === 'entry' ? source.path : source.assetId, 'Not found');
        return entry.open();
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function readImmich(
  ctx: AppContext,
  row: ImportRow,
  sink: FoundSink,
  signal?: AbortSignal,
): Promise<OpenedSources> {
  const source = await immichSourceOf(ctx, row.userId);
  if (!source) throw new NothingToImport('Immich is no longer linked: link it again in your profile');
  await readImmichPhotos(source.client, row.options, sink, signal);
  return {
    kind: 'immich',
    openSource: async (photo) => {
      if (photo.kind !== 'immich') throw new UnreadableEntry(photo.path, 'Not found');
      return openImmichPhoto(source.client, photo.assetId, row.options.originals ?? true);
    },
    close: async () => undefined,
  };
}
