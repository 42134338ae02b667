import type { Readable } from 'node:stream';

/** The folders of stored files; a key is `${area}/${name}` with a random name chosen by the server. */
/** `shared` holds the photos' copies without metadata, under the same names as their originals. */
/** `imports` holds the files of imports not yet ended; `exports` the ZIPs of "Download my data" until they expire. */
export type StorageArea = 'photos' | 'shared' | 'thumbs' | 'voice' | 'imports' | 'exports';

export interface StoredFileInfo {
  size: number;
}

export interface ListedFile {
  name: string;
  modifiedAt: Date;
}

export interface Storage {
  /** A path in the same file system where an upload can be written before it is kept. */
  tempPath(suffix: string): string;
  /** Moves a finished temporary file into the area under the given name. */
  keep(tempPath: string, area: StorageArea, name: string): Promise<void>;
  stat(area: StorageArea, name: string): Promise<StoredFileInfo | null>;
  read(area: StorageArea, name: string, range?: { start: number; end: number }): Readable;
  remove(area: StorageArea, name: string): Promise<void>;
  /** Every file of an area, for the clean-up sweep. */
  list(area: StorageArea): Promise<ListedFile[]>;
  /** Temporary files last written before `before`, which no upload in progress is still writing. */
  removeTemporary(before: Date): Promise<number>;
  /** Resolves when the storage answers (for the readiness check); rejects otherwise. */
  check(): Promise<void>;
}
