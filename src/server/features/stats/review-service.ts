import type { PublicYearReview, YearReview } from '../../../common/contract/stats';
import { distanceMeters } from '../../../common/geo';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { hasFeature, requireFeature } from '../../policy/plans';
import { insideZone } from '../../policy/privacy';
import type { StorageArea } from '../../providers/storage/storage';
import { newInviteToken } from '../sharing';
import type { UserRow } from '../users';
import { drawReviewPdf } from './review-pdf';
import {
  bestPhotosOf,
  deleteReviewLink,
  ensureReviewLink,
  findReviewLink,
  findReviewLinkByToken,
  photoOfYear,
} from './review-repo';
import { countedTrips } from './service';
import { highlights, summarize } from './summary';

const BEST_PHOTOS = 9;
const PDF_PHOTOS = 6;
const REVIEW_NOT_FOUND = 'Year in review not found';

type BestPhoto = Awaited<ReturnType<typeof bestPhotosOf>>[number];

/** From a cell's centre to its farthest corner: a tenth of a degree of latitude and longitude, at most. */
const CELL_REACH_METERS = 8_000;

/** A heat-map cell is left out when any part of it could lie in a zone, not only its centre. */
const cellTouchesZone = (zones: readonly PrivacyZone[], lat: number, lng: number) =>
  zones.some(
    (zone) =>
      distanceMeters(lat, lng, zone.latitude, zone.longitude) <= zone.radiusMeters + CELL_REACH_METERS,
  );

const inside = (zones: readonly PrivacyZone[], lat: number | null, lng: number | null) =>
  lat !== null && lng !== null && insideZone(zones, lat, lng);

/** The year's figures, highlights and best photos, without what lies in `zones` (the owner's, for others). */
async function reviewOf(
  ctx: AppContext,
  owner: UserRow,
  year: number,
  zones: readonly PrivacyZone[],
  photoUrl: (photo: BestPhoto) => string,
): Promise<{ review: Omit<YearReview, 'publicUrl'>; thumbnails: string[] }> {
  const { trips, updating } = await countedTrips(ctx, owner);
  const shown = highlights(trips, year, updating);
  const best = (await bestPhotosOf(ctx.db, owner.id, year, BEST_PHOTOS * 2))
    .filter((photo) => !inside(zones, photo.latitude, photo.longitude))
    .slice(0, BEST_PHOTOS);
  const review = {
    year,
    stats: summarize(trips, year),
    highlights: { ...shown, places: shown.places.filter(([lat, lng]) => !cellTouchesZone(zones, lat, lng)) },
    photos: best.map((photo) => ({
      id: photo.id,
      caption: photo.caption,
      place: photo.place,
      tripTitle: photo.tripTitle,
      url: photoUrl(photo),
    })),
  };
  return { review, thumbnails: best.map((photo) => photo.thumbnailFilename as string) };
}

export const reviewLink = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/year-review/${token}`;

export async function yearReview(ctx: AppContext, owner: UserRow, year: number): Promise<YearReview> {
  requireFeature(owner, 'analytics');
  const [{ review }, link] = await Promise.all([
    reviewOf(ctx, owner, year, [], (photo) => `/uploads/thumbs/${photo.thumbnailFilename}`),
    findReviewLink(ctx.db, owner.id, year),
  ]);
  return { ...review, publicUrl: link ? reviewLink(ctx, link.token) : null };
}

/** Pro statistics shared by a public link, which is a Premium feature as for trips: the same link every time. */
export async function shareYearReview(ctx: AppContext, owner: UserRow, year: number): Promise<string> {
  requireFeature(owner, 'analytics');
  requireFeature(owner, 'publicLinks');
  const link = await ensureReviewLink(ctx.db, owner.id, year, newInviteToken());
  return reviewLink(ctx, link.token);
}

export async function unshareYearReview(ctx: AppContext, owner: UserRow, year: number): Promise<void> {
  requireFeature(owner, 'analytics');
  if (!(await deleteReviewLink(ctx.db, owner.id, year)))
    throw notFound('This year in review has no public link');
}

/** The link's owner; a link of a removed, suspended or banned account, or of one whose plan lapsed, is gone. */
async function openLink(ctx: AppContext, token: string) {
  const found = await findReviewLinkByToken(ctx.db, token);
  if (
    !found?.owner.isActive ||
    found.owner.bannedAt !== null ||
    !hasFeature(found.owner, 'analytics') ||
    !hasFeature(found.owner, 'publicLinks')
  ) {
    throw notFound(REVIEW_NOT_FOUND);
  }
  return found;
}

export async function publicYearReview(ctx: AppContext, token: string): Promise<PublicYearReview> {
  const { link, owner } = await openLink(ctx, token);
  const { review } = await reviewOf(
    ctx,
    owner,
    link.year,
    owner.privacyZones,
    (photo) => `/api/year-review/${token}/photos/${photo.id}`,
  );
  return {
    ...review,
    owner: { name: owner.firstName || owner.username },
    pdfUrl: `/api/year-review/${token}/pdf`,
  };
}

/** A photo's thumbnail through the link: only of the year's travelled trips, and never one taken in a zone. */
export async function publicReviewPhoto(
  ctx: AppContext,
  token: string,
  photoId: number,
): Promise<{ area: StorageArea; name: string; contentType: string }> {
  const { link, owner } = await openLink(ctx, token);
  const photo = await photoOfYear(ctx.db, owner.id, link.year, photoId);
  if (!photo?.thumbnailFilename || inside(owner.privacyZones, photo.latitude, photo.longitude))
    throw notFound('File not found');
  return { area: 'thumbs', name: photo.thumbnailFilename, contentType: 'image/webp' };
}

/** Thumbnails go into the PDF as JPEG, which PDF readers draw natively. */
async function jpegOf(ctx: AppContext, name: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.storage.read('thumbs', name)) chunks.push(chunk as Buffer);
    const { default: sharp } = await import('sharp');
    return await sharp(Buffer.concat(chunks)).jpeg({ quality: 80 }).toBuffer();
  } catch (error) {
    ctx.log.warn({ err: error, name }, 'A photo was left out of the year in review PDF');
    return null;
  }
}

async function reviewPdf(ctx: AppContext, owner: UserRow, year: number, zones: readonly PrivacyZone[]) {
  const { review, thumbnails } = await reviewOf(ctx, owner, year, zones, () => '');
  const photos = (await Promise.all(thumbnails.slice(0, PDF_PHOTOS).map((name) => jpegOf(ctx, name)))).filter(
    (photo): photo is Buffer => photo !== null,
  );
  const pdf = await drawReviewPdf({
    ...review,
    ownerName: owner.firstName || owner.username,
    unit: owner.distanceUnit,
    photos,
  });
  return { pdf, fileName: `roadbook-${year}-in-review.pdf` };
}

export async function ownerReviewPdf(ctx: AppContext, owner: UserRow, year: number) {
  requireFeature(owner, 'analytics');
  return reviewPdf(ctx, owner, year, []);
}

export async function publicReviewPdf(ctx: AppContext, token: string) {
  const { link, owner } = await openLink(ctx, token);
  return reviewPdf(ctx, owner, link.year, owner.privacyZones);
}
