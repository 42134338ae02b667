import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import type {
  ExportedPhoto,
  ExportedStop,
  ExportedTrip,
  RoadbookExport,
} from '../../src/common/contract/roadbook-export';
import type { TrackPoint } from '../../src/common/tracks/geometry';
import { makeJpeg } from './images';
import { sampleMemo } from './voice-memos';

/** A "Download my data" export written by hand after the contract: its document and the files beside it. */
export interface HandMadeExport {
  document: RoadbookExport;
  files: Record<string, Uint8Array>;
  route: TrackPoint[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (value: string) => new TextEncoder().encode(value);

/** The ZIP as the export job writes it: the trips' files, then the document. */
export function exportZip({ document, files }: Pick<HandMadeExport, 'document' | 'files'>): Uint8Array {
  return zipSync({ ...files, 'roadbook-export.json': text(JSON.stringify(document, null, 2)) });
}

function stop(id: number, fields: Partial<ExportedStop>): ExportedStop {
  return {
    id,
    name: `Stop ${id}`,
    description: null,
    comments: null,
    visitType: 'scenic',
    arrivalTime: null,
    departureTime: null,
    latitude: 0,
    longitude: 0,
    stopOrder: null,
    country: null,
    wikipediaUrl: null,
    websiteUrl: null,
    aiDescription: null,
    memo: null,
    ...fields,
  };
}

function photo(id: number, file: string, bytes: Uint8Array, fields: Partial<ExportedPhoto>): ExportedPhoto {
  return {
    id,
    file,
    sha256: sha256(bytes),
    originalName: `photo-${id}.jpg`,
    mimetype: 'image/jpeg',
    size: bytes.length,
    width: null,
    height: null,
    latitude: null,
    longitude: null,
    takenAt: null,
    caption: null,
    tags: [],
    locationName: null,
    stopId: null,
    uploadedAt: '2026-05-06T08:00:00.000Z',
    ...fields,
  };
}

/**
 * Two trips of user 7: "Utah canyons" with three stops in the owner's own order (not their arrival order), one
 * with a voice memo, three photos (at a stop with GPS in the picture, under no stop with a place the document
 * gives, at a stop without any place) and a route with a gap and elevations; and an empty draft.
 */
export async function handMadeExport(): Promise<HandMadeExport> {
  const folder = 'trips/101-utah-canyons';
  const memo = new Uint8Array(sampleMemo());
  const pictures = [
    new Uint8Array(await makeJpeg({ width: 64, height: 48, gps: { lat: 38.57, lon: -109.55 } })),
    new Uint8Array(await makeJpeg({ width: 40, height: 30 })),
    new Uint8Array(await makeJpeg({ width: 30, height: 40 })),
  ] as const;
  const route: TrackPoint[] = [
    { lat: 38.5, lng: -109.5, time: '2026-05-02T15:00:00.000Z', ele: 1234.56 },
    { lat: 38.55, lng: -109.52, time: '2026-05-02T15:30:00.000Z', ele: 1240.1 },
    { lat: 38.6, lng: -109.6, time: '2026-05-02T17:00:00.000Z', gapBefore: true },
    { lat: 38.62, lng: -109.61, time: '2026-05-02T17:10:00.000Z' },
  ];
  const utah: ExportedTrip = {
    id: 101,
    folder,
    title: 'Utah canyons',
    description: 'Arches, canyons and a lot of red dust',
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    startDate: '2026-05-01T00:00:00.000Z',
    endDate: '2026-05-05T00:00:00.000Z',
    status: 'completed',
    totalMiles: 412.5,
    drivingTime: '7h 30m',
    createdAt: '2026-04-20T12:00:00.000Z',
    stops: [
      stop(12, {
        name: 'Arches',
        description: 'Delicate Arch at dawn',
        visitType: 'scenic',
        arrivalTime: '2026-05-02T09:00:00.000Z',
        departureTime: '2026-05-02T13:30:00.000Z',
        latitude: 38.7331,
        longitude: -109.5925,
        stopOrder: 2,
      }),
      stop(11, {
        name: 'Moab',
        description: 'Base for the parks',
        comments: 'Booked two nights at the motel on Main Street',
        visitType: 'accommodation',
        arrivalTime: '2026-05-03T10:00:00.000Z',
        departureTime: '2026-05-04T09:00:00.000Z',
        latitude: 38.5733,
        longitude: -109.5498,
        country: 'US',
        stopOrder: 1,
        wikipediaUrl: 'https://en.wikipedia.org/wiki/Moab,_Utah',
        websiteUrl: 'https://www.discovermoab.com',
        aiDescription: 'A desert town between two national parks.',
        memo: {
          file: `${folder}/memos/11-moab.webm`,
          mimetype: 'audio/webm',
          size: memo.length,
          durationSeconds: 2,
          transcript: 'Made it to Moab before the storm.',
        },
      }),
      stop(13, {
        name: 'Dead Horse Point',
        visitType: 'photo',
        latitude: 38.47,
        longitude: -109.74,
        stopOrder: 3,
      }),
    ],
    photos: [
      photo(201, `${folder}/photos/201-sunset.jpg`, pictures[0], {
        originalName: 'sunset.jpg',
        latitude: 38.57,
        longitude: -109.55,
        takenAt: '2026-05-03T19:45:00.000Z',
        caption: 'Sunset over the Colorado',
        tags: ['sunset', 'river'],
        locationName: 'Moab, Grand County, Utah',
        stopId: 11,
      }),
      photo(202, `${folder}/photos/202-road.jpg`, pictures[1], {
        originalName: 'road.jpg',
        latitude: 38.6,
        longitude: -109.6,
        takenAt: '2026-05-02T17:00:00.000Z',
        tags: ['road'],
      }),
      photo(203, `${folder}/photos/203-arch.jpg`, pictures[2], {
        originalName: 'arch.jpg',
        caption: 'The arch',
        stopId: 12,
      }),
    ],
    route: {
      file: `${folder}/route.json`,
      pointCount: route.length,
      gpx: `${folder}/route.gpx`,
      geojson: `${folder}/route.geojson`,
    },
    shares: [
      {
        kind: 'link',
        permission: 'view',
        email: null,
        createdAt: '2026-05-06T08:00:00.000Z',
        expiresAt: null,
      },
    ],
  };
  const draft: ExportedTrip = {
    id: 102,
    folder: 'trips/102-next-summer',
    title: 'Next summer',
    description: null,
    startLocation: 'Seattle',
    endLocation: 'Vancouver',
    startDate: '2027-07-01T00:00:00.000Z',
    endDate: '2027-07-10T00:00:00.000Z',
    status: 'draft',
    totalMiles: 0,
    drivingTime: '0h 0m',
    createdAt: '2026-05-10T12:00:00.000Z',
    stops: [],
    photos: [],
    route: null,
    shares: [],
  };
  const document: RoadbookExport = {
    format: 'roadbook-export',
    version: 1,
    exportedAt: '2026-06-01T12:00:00.000Z',
    user: {
      id: 7,
      username: 'ada',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      plan: 'free',
      distanceUnit: 'miles',
      findableByName: false,
      privacyZones: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    trips: [utah, draft],
    devices: [
      {
        name: 'Phone',
        app: 'overland',
        tripId: 101,
        createdAt: '2026-04-20T12:00:00.000Z',
        lastSeenAt: null,
      },
    ],
  };
  const files: Record<string, Uint8Array> = {
    [`${folder}/memos/11-moab.webm`]: memo,
    [`${folder}/route.json`]: text(JSON.stringify(route)),
    [`${folder}/route.gpx`]: text('<?xml version="1.0"?><gpx version="1.1" creator="Roadbook"></gpx>'),
    [`${folder}/route.geojson`]: text('{"type":"FeatureCollection","features":[]}'),
  };
  utah.photos.forEach((exported, index) => {
    files[exported.file] = pictures[index] as Uint8Array;
  });
  return { document, files, route };
}
