import { zipSync } from 'fflate';
import { makeJpeg } from './images';

/**
 * A Polarsteps data export as its ZIP holds it: one trip of `steps` steps along a road, `photosPerStep` small
 * photos in each step's folder, and the route between them.
 */
export async function polarstepsZip({ steps = 3, photosPerStep = 1, id = 9001 } = {}): Promise<Uint8Array> {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const start = 1751356800;
  const folder = `user_data/trip/road-trip_${id}`;
  const files: Record<string, Uint8Array> = {};
  const allSteps = Array.from({ length: steps }, (_, index) => ({
    id: index + 1,
    name: `Step ${index + 1}`,
    start_time: start + index * 3600,
    location: { lat: 45 + index * 0.1, lon: 7 + index * 0.1, country_code: 'IT' },
  }));
  files[`${folder}/trip.json`] = json({
    id,
    name: 'Road trip',
    start_date: start,
    end_date: start + steps * 3600,
    all_steps: allSteps,
  });
  files[`${folder}/locations.json`] = json({
    locations: allSteps.map((step) => ({
      lat: step.location.lat,
      lon: step.location.lon,
      time: step.start_time,
    })),
  });
  for (const step of allSteps) {
    for (let photo = 0; photo < photosPerStep; photo += 1) {
      // Each photo its own bytes: the same bytes twice are one photo.
      files[`${folder}/step-${step.id}_${step.id}/photos/${step.id}-${photo}.jpg`] = await makeJpeg({
        width: 32 + photo,
        height: 24 + step.id,
      });
    }
  }
  return zipSync(files);
}
