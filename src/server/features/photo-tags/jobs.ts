import { featureGained } from '../../../common/plans';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { hasFeature } from '../../policy/plans';
import type { UserRow } from '../users';
import { listOwnersWithUntaggedPhotos, listUntaggedPhotoIds } from './repo';
import { TAGGER_VERSION, tagPhoto } from './tagging';

export const TAG_PHOTO = 'tag-photo';
export const TAG_UNTAGGED_PHOTOS = 'tag-untagged-photos';

/** Owners looked at per page, and photos queued per owner per pass (the next pass takes the rest). */
const OWNERS_PER_PAGE = 200;
const PHOTOS_PER_OWNER = 1000;

/** Queues a photo for tagging; at most one job waits per photo. */
async function queuePhotoTagging(ctx: AppContext, photoId: number, within?: Executor): Promise<void> {
  await ctx.jobs.send(TAG_PHOTO, { photoId }, { singletonKey: String(photoId), within });
}

/** Queues the owner's photos not tagged yet, when their plan includes tagging; returns how many. */
async function queueOwnerPhotos(ctx: AppContext, owner: UserRow): Promise<number> {
  if (!hasFeature(owner, 'photoSearch')) return 0;
  const untagged = await listUntaggedPhotoIds(ctx.db, TAGGER_VERSION, owner.id, PHOTOS_PER_OWNER);
  // A photo being tagged is untagged until its job ends: it is not queued a second time meanwhile.
  const queued = await ctx.jobs.unfinishedKeys(TAG_PHOTO, untagged.map(String));
  const photoIds = untagged.filter((id) => !queued.has(String(id)));
  for (const photoId of photoIds) await queuePhotoTagging(ctx, photoId);
  return photoIds.length;
}

/**
 * Queues the photos not tagged yet of every owner whose plan includes tagging: photos from before tagging
 * existed, from before an upgrade, any whose job was lost, and those an older tagger tagged. Runs at start and
 * every minute.
 */
export async function queueUntaggedPhotos(ctx: AppContext): Promise<number> {
  let queued = 0;
  let after = 0;
  for (;;) {
    const owners: { owner: UserRow }[] = await listOwnersWithUntaggedPhotos(
      ctx.db,
      TAGGER_VERSION,
      after,
      OWNERS_PER_PAGE,
    );
    for (const { owner } of owners) queued += await queueOwnerPhotos(ctx, owner);
    if (owners.length < OWNERS_PER_PAGE) return queued;
    after = owners[owners.length - 1]?.owner.id ?? after;
  }
}

export function definePhotoTagJobs(ctx: AppContext): void {
  // What is not queued here (a failure, a photo added while no server ran) the pass over untagged photos finds.
  ctx.domainEvents.on('photoAdded', async ({ photoId, owner }, change) => {
    if (!hasFeature(owner, 'photoSearch')) return;
    await queuePhotoTagging(ctx, photoId, change?.within);
    change?.afterCommit(() => ctx.jobs.wake(TAG_PHOTO));
  });
  // The photos uploaded before the plan included tagging are queued at once, rather than by the next pass.
  ctx.domainEvents.on('planChanged', async ({ owner, from, to }) => {
    if (featureGained(from, to, 'photoSearch')) await queueOwnerPhotos(ctx, owner);
  });
  ctx.jobs.define<{ photoId: number }>({
    name: TAG_PHOTO,
    retryLimit: 3,
    retryDelaySeconds: 10,
    oneWaitingPerKey: true,
    handle: async ({ photoId }, stopping) => {
      await ctx.uploadsUnderWay.wait(stopping);
      await tagPhoto(ctx, photoId);
    },
  });
  ctx.jobs.define({
    name: TAG_UNTAGGED_PHOTOS,
    retryLimit: 1,
    retryDelaySeconds: 30,
    oneWaitingPerKey: true,
    cron: '* * * * *',
    handle: async () => {
      const queued = await queueUntaggedPhotos(ctx);
      if (queued > 0) ctx.log.info(`queued ${queued} photos for tagging`);
    },
  });
}
