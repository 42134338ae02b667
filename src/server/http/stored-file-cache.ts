import { LRUCache } from 'lru-cache';
import type { StorageArea } from '../providers/storage/storage';

const DEFAULT_MEGABYTES = 8;
/** Thumbnails are 5–30 KB; nothing bigger is kept. */
const LARGEST_KEPT_BYTES = 64 * 1024;

/**
 * Small stored files (thumbnails) kept whole in memory once read. They are the reads a page makes most (a gallery
 * asks for dozens at once), and each otherwise cost a stat, an open, a read and a close, or a request to a bucket.
 * A stored file never changes under its name (names are random, derived images are written once), and a request
 * reaches one only after its row was found and its reader checked, so a deleted photo's is never sent from here.
 */
export class StoredFileCache {
  private readonly files: LRUCache<string, Buffer>;

  constructor(megabytes = DEFAULT_MEGABYTES) {
    this.files = new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });
  }

  /** Whether a file of `size` bytes is kept once read. */
  keeps(size: number): boolean {
    return size > 0 && size <= LARGEST_KEPT_BYTES;
  }

  get(area: StorageArea, name: string): Buffer | undefined {
    return this.files.get(`${area}/${name}`);
  }

  set(area: StorageArea, name: string, bytes: Buffer): void {
    if (this.keeps(bytes.length)) this.files.set(`${area}/${name}`, bytes);
  }
}
