import pLimit from 'p-limit';
import type { Browser } from 'playwright-core';
import { saveUploadSettings } from '../src/server/features/settings/settings';
import { photoForm } from '../test/support/images';
import { backgroundJobsSettled, photoTaken } from '../test/support/photos';
import type { TestServer } from '../test/support/server';
import { createTrip } from '../test/support/trips';
import { signUp } from '../test/support/users';
import { openUntilDrawn, savedForTheRoad, travellersPhone, tripDrawn, worst } from './offline-phone';
import { addRoadStops } from './road-stops';

const STOPS = 100;
const PHOTOS = Number(process.env.BENCH_OFFLINE_PHOTOS ?? 1000);
const RUNS = 5;
const UPLOADS_AT_ONCE = 4;

/** The camera's clock of the `index`th photo: a minute apart, so that every upload is a file of its own. */
const clock = (index: number) => {
  const taken = new Date(Date.UTC(2026, 4, 1, 8) + index * 60_000).toISOString();
  return `${taken.slice(0, 10).replaceAll('-', ':')} ${taken.slice(11, 19)}`;
};

/** A trip of 100 stops sharing 1,000 photographs (the fixtures', each its own file), uploaded as a traveller does. */
async function seedTrip(server: TestServer) {
  const owner = server.client();
  await signUp(owner);
  await saveUploadSettings(server.database.db, { maxUploadSize: 10, maxPhotosPerTrip: PHOTOS });
  const trip = await createTrip(owner, { title: 'A thousand photos on the road' });
  const stopIds = await addRoadStops(owner, trip.id, STOPS, 2);
  const started = performance.now();
  const upload = pLimit(UPLOADS_AT_ONCE);
  await Promise.all(
    Array.from({ length: PHOTOS }, (_, i) =>
      upload(async () => {
        const file = await photoTaken(i % 2 === 0 ? 'dog' : 'horses', { clock: clock(i) });
        const response = await owner.post(
          `/api/trips/${trip.id}/photos`,
          photoForm(file, `photo-${i + 1}.jpg`, { stopId: String(stopIds[i % STOPS]) }),
        );
        if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
      }),
    ),
  );
  await backgroundJobsSettled(server.database.db, 1800);
  console.info(
    `trip of ${STOPS} stops and ${PHOTOS} photographs uploaded and settled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { tripId: trip.id, session: owner.cookies.get('roadbook_sid') ?? '' };
}

/**
 * The trip opened on a phone that saw it before, without a network (the service worker's shell drawing it from
 * the saved answers and thumbnails), until its stops and photos are drawn; beside the same open online in the
 * same run, the two taken in turns.
 */
export async function benchOfflineOpen(browser: Browser, server: TestServer): Promise<void> {
  const { tripId, session } = await seedTrip(server);
  const path = `/trips/${tripId}`;
  const drawn = tripDrawn(STOPS, PHOTOS);
  const context = await travellersPhone(browser, server, session);
  try {
    const first = await openUntilDrawn(context, path, drawn);
    await savedForTheRoad(first.page, tripId, drawn);
    await first.page.close();
    const offline: number[] = [];
    const online: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await context.setOffline(true);
      const away = await openUntilDrawn(context, path, drawn);
      // Drawn from what the device saved, as the page says.
      await away.page.getByText('Offline — showing what this device saved').waitFor();
      offline.push(away.ms);
      await away.page.close();
      await context.setOffline(false);
      const home = await openUntilDrawn(context, path, drawn);
      online.push(home.ms);
      await home.page.close();
    }
    const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    console.info(
      `trip of ${STOPS} stops and ${PHOTOS} photos opened offline until drawn: worst ${worst(offline).toFixed(0)} ms ` +
        `(${ms(offline)}) — the same open online: worst ${worst(online).toFixed(0)} ms (${ms(online)})`,
    );
  } finally {
    await context.close();
  }
}
