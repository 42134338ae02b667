import type { Readable } from 'node:stream';
import type { ImportOptions } from '../../db/schema';
import type { ImmichClient } from '../../providers/immich/client';
import type { FoundSink } from './formats/found';

/** What one photo may bring; the import then holds it to the server's upload limit. */
const MAX_ASSET_BYTES = 1024 * 1024 * 1024;

const dateOr = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The photos of an album, or of a range of days, as one trip of photos placed by their own EXIF or by what
 * Immich knows of them (its EXIF table keeps a position even for a preview, which has none).
 */
export async function readImmichPhotos(
  client: ImmichClient,
  options: ImportOptions,
  sink: FoundSink,
  signal?: AbortSignal,
): Promise<void> {
  const albums = options.albumId ? await client.listAlbums() : [];
  const album = albums.find((candidate) => candidate.id === options.albumId);
  let start: Date | null = null;
  let end: Date | null = null;
  let named = false;
  // The same album (or days) imported again goes to the same trip, with only the photos new to it.
  const key = `immich:${options.albumId ?? `${options.from ?? ''}..${options.to ?? ''}`}`;
  for await (const page of client.searchAssets({
    albumId: options.albumId,
    takenAfter: dateOr(options.from) ?? undefined,
    takenBefore: dateOr(options.to) ?? undefined,
  })) {
    signal?.throwIfAborted();
    for (const asset of page) {
      const takenAt = dateOr(asset.exifInfo?.dateTimeOriginal) ?? dateOr(asset.fileCreatedAt);
      if (takenAt && (!start || takenAt < start)) start = takenAt;
      if (takenAt && (!end || takenAt > end)) end = takenAt;
      if (!named) {
        sink.trip({
          key: key,
          name: album?.name ?? 'Photos from Immich',
          summary: null,
          startDate: null,
          endDate: null,
        });
        named = true;
      }
      sink.photo(key, {
        source: { kind: 'immich', assetId: asset.id },
        name: asset.originalFileName,
        size: asset.exifInfo?.fileSizeInByte ?? 0,
        takenAt,
        lat: asset.exifInfo?.latitude ?? null,
        lng: asset.exifInfo?.longitude ?? null,
      });
    }
  }
  if (named) {
    sink.trip({
      key: key,
      name: album?.name ?? 'Photos from Immich',
      summary: null,
      startDate: start,
      endDate: end,
    });
  }
}

export async function openImmichPhoto(
  client: ImmichClient,
  assetId: string,
  originals: boolean,
): Promise<Readable> {
  return (await client.openAsset(assetId, originals ? 'original' : 'preview', MAX_ASSET_BYTES)).stream;
}
