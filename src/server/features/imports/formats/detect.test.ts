import fs from 'node:fs';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { READERS, recognise } from './detect';
import { openImportEntries } from './entries';
import { scratchFolder, sharedSample } from './entries.test-support';

const scratch = scratchFolder();
afterAll(() => scratch.remove());

const sample = (...segments: string[]) => new Uint8Array(fs.readFileSync(sharedSample(...segments)));

describe('telling what the files of an import are', () => {
  it('gives each file to the first reader that claims it, and names what none claims', async () => {
    const trip = 'user_data/trip/trip-name_00000000';
    const archive = scratch.write(
      'takeout.zip',
      zipSync({
        [`${trip}/trip.json`]: sample('polarsteps', trip, 'trip.json'),
        [`${trip}/locations.json`]: sample('polarsteps', trip, 'locations.json'),
        [`${trip}/step-name_104653631/photos/a.jpg`]: new Uint8Array([0xff, 0xd8, 0xff]),
        'user_data/user/user.json': sample('polarsteps', 'user_data', 'user', 'user.json'),
        'Takeout/Location History/Records.json': sample('google', 'Records.json'),
        'Takeout/Location History/Semantic Location History/2013/2013_DECEMBER.json': sample(
          'google',
          'semantic_history.json',
        ),
        '__MACOSX/user_data/._trip.json': new Uint8Array([0, 5, 22, 7]),
        'user_data/.DS_Store': new Uint8Array([0, 0, 0, 1]),
        'Takeout/archive_browser.html': new TextEncoder().encode('<html></html>'),
      }),
    );
    const files = [
      archive,
      scratch.write('Timeline.json', sample('google', 'timeline_from_android_randomized.json')),
      scratch.write('ride.tcx', sample('tcx', 'garmin_connect.tcx')),
      scratch.write('drive.gpx', sample('gpx', 'strava.gpx')),
      scratch.write('map.kml', sample('kml', '2024-noto.kml')),
      scratch.write('line.geojson', sample('geojson', 'trips.example.geojson')),
    ];
    const opened = await openImportEntries(files);
    try {
      const { groups, unclaimed } = await recognise(opened.entries);
      expect(groups.map(({ reader, entries }) => [reader.kind, entries.map((entry) => entry.path)])).toEqual([
        [
          'polarsteps',
          [
            `takeout.zip/${trip}/trip.json`,
            `takeout.zip/${trip}/locations.json`,
            `takeout.zip/${trip}/step-name_104653631/photos/a.jpg`,
            'takeout.zip/user_data/user/user.json',
          ],
        ],
        ['google-records', ['takeout.zip/Takeout/Location History/Records.json']],
        [
          'google-semantic',
          ['takeout.zip/Takeout/Location History/Semantic Location History/2013/2013_DECEMBER.json'],
        ],
        ['google-timeline', ['Timeline.json']],
        ['gpx', ['drive.gpx']],
        ['tcx', ['ride.tcx']],
        ['kml', ['map.kml']],
        ['geojson', ['line.geojson']],
      ]);
      expect(unclaimed.map((entry) => entry.path)).toEqual(['takeout.zip/Takeout/archive_browser.html']);
    } finally {
      await opened.close();
    }
  });

  it('asks the readers in the order of the most specific first', () => {
    expect(READERS.map((reader) => reader.kind)).toEqual([
      'roadbook',
      'polarsteps',
      'google-records',
      'google-semantic',
      'google-timeline',
      'gpx',
      'tcx',
      'kml',
      'geojson',
    ]);
  });
});
