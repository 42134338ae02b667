import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { findPhoto } from '../../policy/access-repo';
import { ensureDerivedImages } from './derived-images';

export const DERIVE_PHOTO_IMAGES = 'derive-photo-images';

/**
 * Queues the making of a new photo's copy without metadata, in the upload's transaction. Never fails the upload:
 * readers have it made on the spot, and a photo whose job was lost is derived by the next server to start.
 */
export async function queueImageDerivation(
  ctx: AppContext,
  photoId: number,
  within: Transaction,
): Promise<void> {
  await ctx.jobs
    .send(DERIVE_PHOTO_IMAGES, { photoId }, { singletonKey: String(photoId), within })
    .catch((error) =>
      ctx.log.warn({ err: error }, 'a new photo could not be queued for its copy without metadata'),
    );
}

export function definePhotoJobs(ctx: AppContext): void {
  ctx.jobs.define<{ photoId: number }>({
    name: DERIVE_PHOTO_IMAGES,
    retryLimit: 5,
    retryDelaySeconds: 5,
    oneWaitingPerKey: true,
    handle: async ({ photoId }, stopping) => {
      await ctx.uploadsUnderWay.wait(stopping);
      // Read afresh: a reader or another server may have derived it, or the owner deleted it, meanwhile.
      const photo = await findPhoto(ctx.db, photoId);
      if (photo) await ensureDerivedImages({ ...ctx, images: ctx.images.background }, photo);
    },
  });
}
