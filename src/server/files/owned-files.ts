import type { Executor } from '../db/client';
import { allSettledOrThrow } from '../providers/storage/keep-written';
import type { Storage, StorageArea } from '../providers/storage/storage';
import {
  accountExportFiles,
  type NamedFiles,
  namedFiles,
  type PhotoFileNames,
  stagedImportFiles,
} from './repo';

// Which stored files a photo or a voice memo owns: what is removed with it, and what the clean-up sweep keeps.

export interface OwnedFile {
  area: StorageArea;
  name: string;
}

/** The travel guide's JPEG of a thumbnail is kept beside it, in the thumbnails' area, under this name. */
export const guideThumbnailName = (thumbnail: string) => `${thumbnail}.guide.jpg`;

/** A thumbnail and the guide's JPEG of it. */
export const thumbnailFiles = (thumbnail: string): OwnedFile[] => [
  { area: 'thumbs', name: thumbnail },
  { area: 'thumbs', name: guideThumbnailName(thumbnail) },
];

export const originalFile = (name: string): OwnedFile => ({ area: 'photos', name });

/** A copy without metadata, first kept under its original's name. */
export const sharedCopyFile = (name: string): OwnedFile => ({ area: 'shared', name });

/**
 * The original, its copy without metadata, its thumbnail and the guide's JPEG of that. A copy a job is making
 * carries the original's name before its row does.
 */
export const photoFiles = (photo: PhotoFileNames): OwnedFile[] => [
  originalFile(photo.filename),
  sharedCopyFile(photo.sharedFilename ?? photo.filename),
  ...(photo.thumbnailFilename ? thumbnailFiles(photo.thumbnailFilename) : []),
];

export const voiceMemoFiles = (filename?: string | null): OwnedFile[] =>
  filename ? [{ area: 'voice', name: filename }] : [];

/** A file sent for an import, kept until the import ends. */
export const stagedImportFile = (name: string): OwnedFile => ({ area: 'imports', name });

/** A "Download my data" ZIP, kept until it expires. */
export const accountExportFile = (name: string): OwnedFile => ({ area: 'exports', name });

const filesNamed = ({ photos, memos, staged = [], exports = [] }: NamedFiles): OwnedFile[] => [
  ...photos.flatMap(photoFiles),
  ...memos.flatMap(voiceMemoFiles),
  ...staged.map(stagedImportFile),
  ...exports.map(accountExportFile),
];

/** The files of the trip's photos and voice memos. */
export async function filesOfTrip(db: Executor, tripId: number): Promise<OwnedFile[]> {
  return filesNamed(await namedFiles(db, tripId));
}

/** The names of every stored file a row owns, by area. */
export async function referencedFiles(db: Executor): Promise<Record<StorageArea, Set<string>>> {
  const referenced: Record<StorageArea, Set<string>> = {
    photos: new Set(),
    shared: new Set(),
    thumbs: new Set(),
    voice: new Set(),
    imports: new Set(),
    exports: new Set(),
  };
  const named = {
    ...(await namedFiles(db)),
    staged: await stagedImportFiles(db),
    exports: await accountExportFiles(db),
  };
  for (const file of filesNamed(named)) referenced[file.area].add(file.name);
  return referenced;
}

/** Removes the files, each tried whatever becomes of the others. */
export async function removeFiles(storage: Storage, files: readonly OwnedFile[]): Promise<void> {
  await allSettledOrThrow(files.map((file) => storage.remove(file.area, file.name)));
}
