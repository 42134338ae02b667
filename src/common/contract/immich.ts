import { z } from 'zod';
import { isoDate } from './fields';

/** GET and PUT /api/user/immich: the linked server; never its key. */
export const immichLinkSchema = z.object({ url: z.string(), linkedAt: isoDate });
export type ImmichLink = z.input<typeof immichLinkSchema>;

/** GET /api/user/immich/albums: one album of the linked server, to import from. */
export const immichAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Photos and videos, as Immich counts them; only photos are imported. */
  photoCount: z.number(),
});
export type ImmichAlbum = z.infer<typeof immichAlbumSchema>;
