import fs from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Browser, Page } from 'playwright-core';
import { SESSION_COOKIE } from '../src/server/http/session';
import { TestClient } from '../test/support/http-client';
import { photoForm } from '../test/support/images';
import { hostBigTrip } from './hosted-trip';
import { mapDrawn, openMap } from './map';

const STOPS = 100;
const PHOTOS = 5000;
const AT_ONCE = 3;
/** How long the page is watched once the last upload is in: its tags and copies are made meanwhile. */
const WATCH_MS = 30_000;

/** Counts the page's reads of the whole photo list and of changed photos alone (`?ids=`). */
function countPhotoReads(page: Page, tripId: number) {
  const counts = { whole: 0, changed: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== `/api/trips/${tripId}/photos`) return;
    if (url.searchParams.has('ids')) counts.changed += 1;
    else counts.whole += 1;
  });
  return counts;
}

/**
 * The 5,000-photo map trip opened by its Pro owner while photos uploaded to it are being worked on (thumbnails,
 * copies, tags): how long the map takes to be drawn, beside the same page opened once the work has settled, and
 * how often the open page read the photo list meanwhile.
 */
export async function benchMapUnderWork(browser: Browser, files: string[]): Promise<void> {
  const trip = await hostBigTrip({
    stops: STOPS,
    photosPerStop: Math.floor(PHOTOS / 2 / STOPS),
    loosePhotos: PHOTOS - Math.floor(PHOTOS / 2 / STOPS) * STOPS,
    routePoints: 200_000,
    thumbnails: 20,
    pro: true,
  });
  try {
    const owner = new TestClient(trip.baseUrl);
    owner.cookies.set(SESSION_COOKIE, trip.sessionCookie);
    // The owner is an administrator (the seed's), who allows the trip its photos and more.
    const allowed = await owner.post('/api/admin/settings', {
      maxUploadSize: 10,
      maxPhotosPerTrip: PHOTOS + files.length,
    });
    if (allowed.status >= 400) throw new Error(`settings: ${allowed.status} ${allowed.text}`);
    const url = `${trip.baseUrl}/trips/${trip.tripId}`;
    const limit = pLimit(AT_ONCE);
    let uploaded = 0;
    const uploads = Promise.all(
      files.map((file) =>
        limit(async () => {
          const response = await owner.post(
            `/api/trips/${trip.tripId}/photos`,
            photoForm(fs.readFileSync(file), path.basename(file)),
          );
          if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
          uploaded += 1;
        }),
      ),
    );
    // Opened once the work is under way: a few photos in, their copies and tags being made.
    while (uploaded < AT_ONCE * 2) await new Promise((resolve) => setTimeout(resolve, 50));
    let reads = { whole: 0, changed: 0 };
    const during = await openMap(browser, url, mapDrawn(STOPS), trip.sessionCookie, (page) => {
      reads = countPhotoReads(page, trip.tripId);
    });
    await uploads;
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    await during.context.close();
    const settled = await openMap(browser, url, mapDrawn(STOPS), trip.sessionCookie);
    await settled.context.close();
    console.info(
      `the ${PHOTOS}-photo map trip opened while ${files.length} photos uploaded to it were worked on: drawn in ` +
        `${during.firstRenderMs.toFixed(0)} ms (the same page once settled ${settled.firstRenderMs.toFixed(0)} ms); ` +
        `until ${WATCH_MS / 1000} s after the last upload it read the whole photo list ${reads.whole} times ` +
        `(its first load included) and changed photos alone ${reads.changed} times`,
    );
  } finally {
    await trip.close();
  }
}
