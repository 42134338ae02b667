import type { AppContext } from '../../context';
import { photoFiles, removeFiles, voiceMemoFiles } from '../../files/owned-files';
import { findPhoto, findTrip } from '../../policy/access-repo';
import { deletePhoto } from '../photos';
import { deleteStop } from '../stops';
import { findTrackOfTrip, rewriteRoute } from '../tracks';
import { changeTrip, deleteTripAndFiles, lockTrip } from '../trips';
import { forgetMade, madeBy } from './repo';
import { pointKey } from './targets';

/**
 * Removes what an import wrote: the trips it made with everything in them, and in trips that were there before,
 * its stops and photos (with their files: memos, originals and copies) and the route points it added. What it
 * recorded goes last, so an undo cut short is done again in full.
 */
export async function undoImport(ctx: AppContext, importId: string): Promise<void> {
  const made = await madeBy(ctx.db, importId);
  const madeTrips = new Set(made.filter((row) => row.kind === 'trip').map((row) => row.entityId));
  for (const tripId of madeTrips) {
    const trip = await findTrip(ctx.db, tripId);
    if (trip) await deleteTripAndFiles(ctx, trip);
  }
  const inOtherTrips = made.filter((row) => row.kind !== 'trip' && !madeTrips.has(row.entityId));
  const photos = inOtherTrips.filter((row) => row.kind === 'photo');
  for (const row of photos) {
    const photo = await findPhoto(ctx.db, row.entityId);
    const deleted = photo && (await deletePhoto(ctx.db, photo.id, photo.tripId));
    if (deleted) {
      await ctx.domainEvents.emit('tripChanged', { tripId: deleted.tripId });
      await removeFiles(ctx.storage, photoFiles(deleted));
    }
  }
  for (const row of inOtherTrips.filter((row) => row.kind === 'stop')) {
    const deleted = await deleteStop(ctx.db, row.entityId);
    if (deleted) {
      await ctx.domainEvents.emit('tripChanged', { tripId: deleted.tripId });
      await removeFiles(ctx.storage, voiceMemoFiles(deleted.voiceMemoFilename));
    }
  }
  for (const row of inOtherTrips.filter((row) => row.kind === 'route' && (row.pointKeys?.length ?? 0) > 0)) {
    const added = new Set(row.pointKeys);
    await changeTrip(ctx, row.entityId, async (tx) => {
      if (!(await lockTrip(tx, row.entityId, 'no key update'))) return;
      const route = (await findTrackOfTrip(tx, row.entityId))?.routeData ?? [];
      await rewriteRoute(
        tx,
        row.entityId,
        route.filter((point) => !added.has(pointKey(point))),
      );
    });
  }
  await forgetMade(ctx.db, importId);
}
