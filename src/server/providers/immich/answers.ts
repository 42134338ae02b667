import { z } from 'zod';

// What Immich's API answers (server/src/dtos in immich-app/immich), reduced to the fields Roadbook reads.
// Immich sends null or leaves out what it does not know; both read as null here.

const known = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** GET /api/server/ping, the one call that needs no key. */
export const pingAnswer = z.object({ res: z.literal('pong') });

/** GET /api/users/me (UserAdminResponseDto). */
export const userAnswer = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** GET /api/albums (AlbumResponseDto[]): `assetCount` counts photos and videos. */
export const albumsAnswer = z.array(
  z.object({ id: z.string(), albumName: z.string(), assetCount: z.number().int().nonnegative() }),
);

const exifAnswer = z.object({
  latitude: known(z.number()),
  longitude: known(z.number()),
  /** When the photo was taken, as an ISO date-time in UTC. */
  dateTimeOriginal: known(z.string()),
  /** The IANA zone the camera was in (`Europe/Paris`), or an offset (`UTC+2`). */
  timeZone: known(z.string()),
  fileSizeInByte: known(z.number()),
});

const assetAnswer = z.object({
  id: z.string(),
  originalFileName: z.string(),
  originalMimeType: known(z.string()),
  /** The file's date, in UTC. */
  fileCreatedAt: z.string(),
  /** The local time the photo was taken, written as if it were UTC. */
  localDateTime: z.string(),
  /** The original's SHA-1, base64. */
  checksum: z.string(),
  exifInfo: known(exifAnswer),
});

/** POST /api/search/metadata (SearchResponseDto): one page; `nextPage` is the next page's number, as text. */
export const searchAnswer = z.object({
  assets: z.object({
    items: z.array(assetAnswer),
    nextPage: z.string().nullable(),
    total: z.number().optional(),
  }),
});

export type ImmichAsset = z.output<typeof assetAnswer>;

/** Immich's error body (its GlobalExceptionFilter): Nest's `{ message, error, statusCode }`. */
export const errorAnswer = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  statusCode: z.number(),
});
