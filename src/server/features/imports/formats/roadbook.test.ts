import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportZip, type HandMadeExport, handMadeExport } from '../../../../../test/support/roadbook-export';
import { recognise } from './detect';
import { openImportEntries } from './entries';
import { memoryEntry, scratchFolder } from './entries.test-support';
import { SourceRefused } from './found';
import { recordingSink } from './recording-sink.test-support';
import { roadbookReader } from './roadbook';

const scratch = scratchFolder();
afterAll(() => scratch.remove());

let sample: HandMadeExport;
beforeAll(async () => {
  sample = await handMadeExport();
});

/** The entries of an export ZIP sent as `name`, read with the reader. */
async function readZip(bytes: Uint8Array, name = 'export.zip') {
  const opened = await openImportEntries([scratch.write(name, bytes)]);
  try {
    const recognised = await recognise(opened.entries);
    const recording = recordingSink();
    const group = recognised.groups[0];
    if (group?.reader === roadbookReader) await roadbookReader.read(group.entries, recording.sink, {});
    return { opened, recognised, recording };
  } finally {
    await opened.close();
  }
}

const withDocument = (change: (document: Record<string, unknown>) => void) => {
  const document = structuredClone(sample.document) as unknown as Record<string, unknown>;
  change(document);
  return exportZip({ document: document as unknown as HandMadeExport['document'], files: sample.files });
};

const refusal = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SourceRefused);
  return (error as Error).message;
};

describe('reading a Roadbook export', () => {
  it('claims the whole export, its GPX and GeoJSON files too, so nothing is left unclaimed', async () => {
    const { recognised } = await readZip(exportZip(sample));
    expect(recognised.groups.map((group) => group.reader.kind)).toEqual(['roadbook']);
    expect(recognised.groups[0]?.entries.map((entry) => entry.path).sort()).toEqual(
      [...Object.keys(sample.files), 'roadbook-export.json'].map((file) => `export.zip/${file}`).sort(),
    );
    expect(recognised.unclaimed).toEqual([]);
  });

  it('hands over each trip as it was: its stops in their own order, memo, route and photos at their stops', async () => {
    const { recording } = await readZip(exportZip(sample));
    expect([...recording.trips.keys()]).toEqual([
      'roadbook:7:101:2026-04-20T12:00:00.000Z',
      'roadbook:7:102:2026-05-10T12:00:00.000Z',
    ]);
    const utah = recording.trips.get('roadbook:7:101:2026-04-20T12:00:00.000Z');
    expect(utah?.head).toEqual({
      key: 'roadbook:7:101:2026-04-20T12:00:00.000Z',
      name: 'Utah canyons',
      summary: 'Arches, canyons and a lot of red dust',
      startDate: new Date('2026-05-01T00:00:00.000Z'),
      endDate: new Date('2026-05-05T00:00:00.000Z'),
      asItWas: {
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        status: 'completed',
        totalMiles: 412.5,
        drivingTime: '7h 30m',
      },
    });
    expect(utah?.stops.map((stop) => stop.name)).toEqual(['Moab', 'Arches', 'Dead Horse Point']);
    expect(utah?.stops[0]).toEqual({
      name: 'Moab',
      description: 'Base for the parks',
      arrival: new Date('2026-05-03T10:00:00.000Z'),
      departure: new Date('2026-05-04T09:00:00.000Z'),
      lat: 38.5733,
      lng: -109.5498,
      country: 'US',
      comments: 'Booked two nights at the motel on Main Street',
      visitType: 'accommodation',
      wikipediaUrl: 'https://en.wikipedia.org/wiki/Moab,_Utah',
      websiteUrl: 'https://www.discovermoab.com',
      aiDescription: 'A desert town between two national parks.',
      memo: {
        source: { kind: 'entry', path: 'export.zip/trips/101-utah-canyons/memos/11-moab.webm' },
        name: '11-moab.webm',
        size: sample.files['trips/101-utah-canyons/memos/11-moab.webm']?.length,
        durationSeconds: 2,
        transcript: 'Made it to Moab before the storm.',
      },
    });
    expect(utah?.stops[1]?.memo).toBeUndefined();
    expect(utah?.points).toEqual(sample.route);
    expect(utah?.photos.map(({ photo, stopIndex }) => [photo.name, stopIndex])).toEqual([
      ['sunset.jpg', 0],
      ['road.jpg', undefined],
      ['arch.jpg', 1],
    ]);
    expect(utah?.photos[0]?.photo).toEqual({
      source: { kind: 'entry', path: 'export.zip/trips/101-utah-canyons/photos/201-sunset.jpg' },
      name: 'sunset.jpg',
      size: sample.files['trips/101-utah-canyons/photos/201-sunset.jpg']?.length,
      takenAt: new Date('2026-05-03T19:45:00.000Z'),
      lat: 38.57,
      lng: -109.55,
      details: {
        caption: 'Sunset over the Colorado',
        tags: ['sunset', 'river'],
        locationName: 'Moab, Grand County, Utah',
      },
    });
    const draft = recording.trips.get('roadbook:7:102:2026-05-10T12:00:00.000Z');
    expect(draft).toMatchObject({
      stops: [],
      points: [],
      photos: [],
      head: { asItWas: { status: 'draft' } },
    });
    expect(recording.skipped).toEqual([]);
  });

  it('reads the export as a folder dropped in the browser, and the same export sent twice as one', async () => {
    const zip = exportZip(sample);
    const opened = await openImportEntries([scratch.write('a.zip', zip), scratch.write('b.zip', zip)]);
    try {
      const { groups, unclaimed } = await recognise(opened.entries);
      expect(unclaimed).toEqual([]);
      const recording = recordingSink();
      await roadbookReader.read(groups[0]?.entries ?? [], recording.sink, {});
      expect(recording.trips.size).toBe(2);
      expect(recording.trips.get('roadbook:7:101:2026-04-20T12:00:00.000Z')?.stops).toHaveLength(3);
    } finally {
      await opened.close();
    }
    const entries = [
      memoryEntry('my-data/roadbook-export.json', JSON.stringify(sample.document)),
      ...Object.entries(sample.files).map(([file, bytes]) => memoryEntry(`my-data/${file}`, bytes)),
    ];
    const claimed = await roadbookReader.claims([...entries, memoryEntry('other/drive.gpx', '<gpx/>')]);
    expect(claimed).toHaveLength(entries.length);
    const recording = recordingSink();
    await roadbookReader.read(claimed, recording.sink, {});
    expect(recording.trips.get('roadbook:7:101:2026-04-20T12:00:00.000Z')?.photos[0]?.photo.source).toEqual({
      kind: 'entry',
      path: 'my-data/trips/101-utah-canyons/photos/201-sunset.jpg',
    });
  });

  it('names the files the document names but the export lacks, and reads the rest', async () => {
    const files = { ...sample.files };
    delete files['trips/101-utah-canyons/photos/202-road.jpg'];
    delete files['trips/101-utah-canyons/memos/11-moab.webm'];
    const { recording } = await readZip(exportZip({ document: sample.document, files }));
    expect(recording.skipped.map((part) => part.reason).sort()).toEqual([
      'trips/101-utah-canyons/memos/11-moab.webm is named in roadbook-export.json but is not in the export',
      'trips/101-utah-canyons/photos/202-road.jpg is named in roadbook-export.json but is not in the export',
    ]);
    const utah = recording.trips.get('roadbook:7:101:2026-04-20T12:00:00.000Z');
    expect(utah?.photos.map(({ photo }) => photo.name)).toEqual(['sunset.jpg', 'arch.jpg']);
    expect(utah?.stops[0]?.memo).toBeUndefined();
  });

  it('keeps only what may be stored: web addresses, tags, a status of its own', async () => {
    const zip = withDocument((document) => {
      const trips = document.trips as Record<string, unknown>[];
      const utah = trips[0] as {
        status: string;
        stops: Record<string, unknown>[];
        photos: { tags: string[] }[];
      };
      utah.status = 'suspended';
      Object.assign(utah.stops[1] as object, {
        name: '  Moab\u0000 ',
        wikipediaUrl: 'javascript:alert(1)',
        websiteUrl: 'https://user:secret@example.com',
      });
      (utah.photos[0] as { tags: string[] }).tags = [' sunset ', 'Sunset', '', 'x'.repeat(80)];
    });
    const { recording } = await readZip(zip);
    const utah = recording.trips.get('roadbook:7:101:2026-04-20T12:00:00.000Z');
    expect(utah?.head.asItWas?.status).toBe('completed');
    expect(utah?.stops[0]).toMatchObject({ name: 'Moab', wikipediaUrl: null, websiteUrl: null });
    expect(utah?.photos[0]?.photo.details?.tags).toEqual(['sunset', 'x'.repeat(50)]);
  });

  it('refuses an export of a newer version, naming the file and both versions', async () => {
    const zip = withDocument((document) => {
      document.version = 2;
    });
    const message = await refusal(readZip(zip));
    expect(message).toBe(
      'export.zip/roadbook-export.json was made by a newer Roadbook (export version 2); this server reads version 1',
    );
  });

  it('refuses a document that is not JSON, not an export, or not shaped as version 1 says', async () => {
    const notJson = await refusal(
      roadbookReader.read(
        [memoryEntry('roadbook-export.json', '{"format": "roadbook-export", "vers')],
        recordingSink().sink,
        {},
      ),
    );
    expect(notJson).toBe('roadbook-export.json is not readable JSON: the file is damaged or cut short');
    const other = withDocument((document) => {
      document.format = 'something-else';
    });
    expect(await refusal(readZip(other))).toBe('export.zip/roadbook-export.json is not a Roadbook export');
    const misshapen = withDocument((document) => {
      (
        (document.trips as { stops: { latitude: unknown }[] }[])[0]?.stops[1] as { latitude: unknown }
      ).latitude = 'north';
    });
    expect(await refusal(readZip(misshapen))).toMatch(
      /^export\.zip\/roadbook-export\.json is not a Roadbook export as version 1 describes it \(trips\.0\.stops\.1\.latitude: /,
    );
  });

  it('finds nothing in an export cut short: the archive itself is named as unreadable', async () => {
    const zip = exportZip(sample);
    const { opened, recognised } = await readZip(zip.subarray(0, Math.floor(zip.length / 2)), 'cut.zip');
    expect(opened.entries).toEqual([]);
    expect(opened.skipped).toEqual([{ file: 'cut.zip', reason: 'Not a readable ZIP archive' }]);
    expect(recognised.groups).toEqual([]);
  });
});
