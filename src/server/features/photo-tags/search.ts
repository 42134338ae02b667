import { type PhotoSearchQuery, searchWords } from '../../../common/schemas/photo-search';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isAdmin } from '../../policy/admin';
import { requireFeature } from '../../policy/plans';
import { photoForOthers } from '../../policy/privacy';
import { PHOTO_NOT_FOUND, requirePhotoWriter, TRIP_NOT_FOUND } from '../../policy/trips';
import type { PhotoRow } from '../photos';
import type { UserRow } from '../users';
import { removeAutoTag } from './repo';
import { findPhotosByIds, searchPhotoIds, tripIsSearchable } from './search-repo';

/**
 * The photos of every trip the user may read (their own and those shared with them) that match the words, best
 * first, as each reader may see them. Premium and Pro (and administrators) only.
 */
export async function searchPhotos(
  ctx: AppContext,
  user: UserRow,
  query: PhotoSearchQuery,
): Promise<{ photos: (PhotoRow & { tripTitle: string; stopName: string | null })[]; total: number }> {
  requireFeature(user, 'photoSearch');
  const admin = isAdmin(user);
  if (query.tripId !== undefined && !(await tripIsSearchable(ctx.db, user.id, admin, query.tripId))) {
    throw notFound(TRIP_NOT_FOUND);
  }
  const { hits, total } = await searchPhotoIds(ctx.db, {
    userId: user.id,
    admin,
    words: searchWords(query.q),
    tripId: query.tripId,
    limit: query.limit,
    offset: query.offset,
  });
  const rows = new Map(
    (
      await findPhotosByIds(
        ctx.db,
        hits.map((hit) => hit.id),
      )
    ).map((row) => [row.photo.id, row]),
  );
  const photos = hits.flatMap((hit) => {
    const found = rows.get(hit.id);
    if (!found) return [];
    const { photo, tripTitle, stopName } = found;
    return [{ ...(hit.own ? photo : photoForOthers(photo, hit.zones)), tripTitle, stopName }];
  });
  return { photos, total };
}

/** The owner takes an automatic tag off a photo; it stays off when the photo is tagged again. */
export async function removePhotoAutoTag(
  ctx: AppContext,
  user: UserRow,
  photoId: number,
  tag: string,
): Promise<PhotoRow> {
  const { photo } = await requirePhotoWriter(ctx.db, user, photoId, 'photo.write');
  const updated = await removeAutoTag(ctx.db, photo.id, tag.toLowerCase());
  if (!updated) throw notFound(PHOTO_NOT_FOUND);
  return updated;
}
