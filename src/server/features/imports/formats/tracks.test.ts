import fs from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseTrackFile } from '../../tracks';
import { recognise } from './detect';
import { diskEntry, memoryEntry, sharedSample } from './entries.test-support';
import { recordingSink } from './recording-sink.test-support';
import { geojsonReader, gpxReader, kmlReader, tcxReader } from './tracks';

const gaps = (points: { gapBefore?: boolean }[]) => points.filter((point) => point.gapBefore).length;

async function readOne(reader: typeof gpxReader, entry: ReturnType<typeof diskEntry>) {
  const recorded = recordingSink();
  await reader.read([entry], recorded.sink, {});
  return recorded;
}

describe('the track file readers', () => {
  it.each([
    // file, points, lines, the trip's name
    ['strava.gpx', 3, 1, "120' moderate and hard"],
    ['run.gpx', 206, 1, 'Untitled'],
    ['multitrackgpx.gpx', 117, 3, 'multitrackgpx'],
    ['Friday-Evening-Run.gpx', 17, 3, 'Friday Evening Run'],
    ['osm.gpx', 420, 3, 'osm'],
    ['20250619.gpx', 1483, 1, '20250619'],
    ['gpx_track_multiple_segments.gpx', 43, 3, '2024-04-21_10-55_Sun'],
    ['arc_example.gpx', 6, 1, 'arc_example'],
  ])('reads the real %s: %i points in %i lines, named “%s”', async (file, points, lines, name) => {
    const entry = diskEntry(sharedSample('gpx', file), `tracks/${file}`);
    expect(await gpxReader.claims([entry])).toEqual([entry]);
    const recorded = await readOne(gpxReader, entry);
    const trip = recorded.only();
    expect(trip.head.key).toBe(`tracks/${file}`);
    expect(trip.head.name).toBe(name);
    expect(trip.points).toHaveLength(points);
    expect(gaps(trip.points)).toBe(lines - 1);
    expect(trip.points[0]?.gapBefore).toBeUndefined();
    expect(recorded.skipped).toEqual([]);
  });

  it('takes the times of a GPX as instants, and its waypoints as stops', async () => {
    const trip = (await readOne(gpxReader, diskEntry(sharedSample('gpx', 'arc_example.gpx')))).only();
    expect(trip.head.startDate).toEqual(new Date('2024-12-18T01:44:09Z'));
    expect(trip.head.endDate).toEqual(new Date('2024-12-18T01:44:45Z'));
    expect(trip.points[0]).toEqual({
      lat: 16.82179723266299,
      lng: 100.26501096574162,
      ele: 49.96302288016834,
      time: '2024-12-18T01:44:09.000Z',
    });
    expect(trip.stops).toEqual([
      {
        name: 'Topland Hotel & Convention Center',
        description: null,
        arrival: new Date('2024-12-17T12:40:05Z'),
        departure: null,
        lat: 16.822590884135522,
        lng: 100.26450188975753,
        country: null,
      },
    ]);
  });

  it('reads a point’s own fields only, whatever its extensions hold', async () => {
    const gpx = memoryEntry(
      'ext.gpx',
      '<gpx version="1.0" xmlns:x="urn:x"><name>Along the coast</name><trk><trkseg>' +
        '<trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time><extensions><x:ext><x:time>1999-01-01T00:00:00Z</x:time>' +
        '<x:ele>999</x:ele><name>not a name</name></x:ext></extensions><ele>5</ele></trkpt></trkseg></trk></gpx>',
    );
    const trip = (await readOne(gpxReader, gpx)).only();
    expect(trip.head.name).toBe('Along the coast');
    expect(trip.points).toEqual([{ lat: 1, lng: 2, ele: 5, time: '2024-01-01T00:00:00.000Z' }]);
  });

  it('reads the real Garmin TCX, and a course with its laps as lines and its course points as stops', async () => {
    const garmin = diskEntry(sharedSample('tcx', 'garmin_connect.tcx'));
    expect(await tcxReader.claims([garmin])).toEqual([garmin]);
    const ride = (await readOne(tcxReader, garmin)).only();
    expect(ride.head).toMatchObject({ name: 'garmin_connect', startDate: new Date('2020-03-06T00:23:46Z') });
    expect(ride.points).toHaveLength(316);
    expect(ride.points[0]).toEqual({
      lat: 49.26990852691233,
      lng: -123.1075104419142,
      ele: 71.5999984741211,
      time: '2020-03-06T00:23:46.000Z',
    });

    const trackpoint = (lat: number, time: string) =>
      `<Trackpoint><Time>${time}</Time><Position><LatitudeDegrees>${lat}</LatitudeDegrees><LongitudeDegrees>7</LongitudeDegrees></Position><AltitudeMeters>400</AltitudeMeters></Trackpoint>`;
    const course = memoryEntry(
      'course.xml',
      '<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">' +
        '<Courses><Course><Name>Col loop</Name>' +
        `<Track>${trackpoint(46, '2024-06-01T08:00:00Z')}<Trackpoint><Time>2024-06-01T08:00:30Z</Time></Trackpoint>${trackpoint(46.1, '2024-06-01T08:01:00Z')}</Track>` +
        `<Track>${trackpoint(46.2, '2024-06-01T09:00:00Z')}</Track>` +
        '<CoursePoint><Name>Summit</Name><Time>2024-06-01T08:30:00Z</Time><Position><LatitudeDegrees>46.15</LatitudeDegrees>' +
        '<LongitudeDegrees>7.1</LongitudeDegrees></Position><PointType>Summit</PointType><Notes>Café at the top</Notes></CoursePoint>' +
        '</Course></Courses><Author><Name>Not the name</Name></Author></TrainingCenterDatabase>',
    );
    expect(await tcxReader.claims([course])).toEqual([course]);
    expect(await gpxReader.claims([course])).toEqual([]);
    const trip = (await readOne(tcxReader, course)).only();
    expect(trip.head.name).toBe('Col loop');
    expect(trip.points).toEqual([
      { lat: 46, lng: 7, ele: 400, time: '2024-06-01T08:00:00.000Z' },
      { lat: 46.1, lng: 7, ele: 400, time: '2024-06-01T08:01:00.000Z' },
      { lat: 46.2, lng: 7, ele: 400, time: '2024-06-01T09:00:00.000Z', gapBefore: true },
    ]);
    expect(trip.stops).toEqual([
      {
        name: 'Summit',
        description: 'Café at the top',
        arrival: new Date('2024-06-01T08:30:00Z'),
        departure: null,
        lat: 46.15,
        lng: 7.1,
        country: null,
      },
    ]);
  });

  it('reads the real Google My Maps KML: its places as stops in their layers, its lines as the route', async () => {
    const file = sharedSample('kml', '2024-noto.kml');
    const parsed = await parseTrackFile(fs.readFileSync(file));
    expect(parsed.name).toBe('石川県能登町（避難所などの情報）');
    expect(new Set(parsed.waypoints.map((waypoint) => waypoint.layer))).toEqual(
      new Set(['能登町', '能登町避難所', '他自治体', 'SNS情報']),
    );

    const entry = diskEntry(file);
    expect(await kmlReader.claims([entry])).toEqual([entry]);
    const recorded = await readOne(kmlReader, entry);
    const trip = recorded.only();
    expect(trip.head).toMatchObject({
      name: '石川県能登町（避難所などの情報）',
      startDate: null,
      endDate: null,
    });
    expect(trip.stops).toHaveLength(30);
    expect(trip.stops[0]).toMatchObject({
      name: '能登町役場 内浦総合支所',
      lat: 37.3536019,
      lng: 137.2448463,
    });
    expect(trip.stops.find((stop) => stop.name === '能登町立鵜川小学校（100名以上）')?.description).toBe(
      '1/3 １１時 避難者の【8割が高齢者】です\n寒さ、空腹、不安に耐えている。支援物資が必要https://twitter.com/0x2x0x1/status/1742397154084495834',
    );
    expect(trip.points).toHaveLength(95);
    expect(gaps(trip.points)).toBe(9);
  });

  it('turns HTML names and descriptions of a KML into text, and reads a TimeSpan’s start as the arrival', async () => {
    const source =
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Road &amp; rail</name><Folder><name>Sleeps</name>' +
      '<Placemark><name>Inn &lt;b&gt;Zum Löwen&lt;/b&gt;</name><description><![CDATA[<p>Rooms &amp; breakfast</p>' +
      '<img src="x.jpg"/>Call&nbsp;ahead<br/>Open &#8211; all year &lt;3]]></description>' +
      '<TimeSpan><begin>2024-05-01T18:00:00Z</begin><end>2024-05-02T09:00:00Z</end></TimeSpan>' +
      '<Point><coordinates>8.5,47.3,0</coordinates></Point></Placemark></Folder>' +
      '<Placemark><name>a &lt; b, plain</name><Point><coordinates>8.6,47.4</coordinates></Point></Placemark>' +
      '</Document></kml>';
    const kml = memoryEntry('map.kml', source);
    const parsed = await parseTrackFile(Buffer.from(source));
    expect(parsed.waypoints.map((waypoint) => waypoint.layer)).toEqual(['Sleeps', null]);
    const trip = (await readOne(kmlReader, kml)).only();
    expect(trip.head.name).toBe('Road & rail');
    expect(trip.stops.map(({ name, description, arrival }) => ({ name, description, arrival }))).toEqual([
      {
        name: 'Inn Zum Löwen',
        description: 'Rooms & breakfast\nCall ahead\nOpen – all year <3',
        arrival: new Date('2024-05-01T18:00:00Z'),
      },
      { name: 'a < b, plain', description: null, arrival: null },
    ]);
  });

  it('reads the real gx:Tracks of Google My Tracks, and a KMZ', async () => {
    const file = sharedSample('kml', 'gxmultitrack.kml');
    const trip = (await readOne(kmlReader, diskEntry(file))).only();
    expect(trip.points).toHaveLength(26);
    expect(gaps(trip.points)).toBe(1);
    expect(trip.stops.map((stop) => stop.name)).toEqual([
      '12/04/2014 11:24 AM (départ)',
      '12/04/2014 11:24 AM (fin)',
    ]);
    const kmz = memoryEntry('tracks.kmz', zipSync({ 'doc.kml': fs.readFileSync(file) }));
    expect(await kmlReader.claims([kmz])).toEqual([kmz]);
    expect((await readOne(kmlReader, kmz)).only().points).toHaveLength(26);
  });

  it('reads the real GeoJSON with togeojson’s times, also when it is named .json', async () => {
    const entry = diskEntry(sharedSample('geojson', 'trips.example.geojson'), 'trips.json');
    expect(await geojsonReader.claims([entry])).toEqual([entry]);
    const trip = (await readOne(geojsonReader, entry)).only();
    expect(trip.head).toMatchObject({
      name: 'trips',
      startDate: new Date('2025-01-01T01:01:01Z'),
      endDate: new Date('2025-01-01T01:01:09Z'),
    });
    expect(trip.points).toHaveLength(9);
    expect(trip.points[0]).toEqual({ lat: 51.510618, lng: -0.101005, time: '2025-01-01T01:01:01.000Z' });
    expect(trip.stops).toEqual([
      expect.objectContaining({
        name: 'Step name',
        arrival: new Date('2025-01-01T01:01:09Z'),
        lat: 51.503452,
      }),
    ]);
  });

  it('reads the good file of two and names the broken one', async () => {
    const good = diskEntry(sharedSample('gpx', 'strava.gpx'));
    const broken = memoryEntry('cut.gpx', fs.readFileSync(sharedSample('gpx', 'run.gpx')).subarray(0, 3000));
    const recorded = recordingSink();
    await gpxReader.read([broken, good], recorded.sink, {});
    expect([...recorded.trips.keys()]).toEqual(['strava.gpx']);
    expect(recorded.skipped).toEqual([
      { file: 'cut.gpx', reason: 'cut.gpx could not be read as GPX, TCX, KML or GeoJSON' },
    ]);
  });

  it('names a photo sent as .gpx without parsing it', async () => {
    const jpeg = memoryEntry(
      'photo.gpx',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    );
    const { groups } = await recognise([jpeg]);
    expect(groups.map((group) => group.reader.kind)).toEqual(['gpx']);
    const recorded = recordingSink();
    await gpxReader.read([jpeg], recorded.sink, {});
    expect(recorded.trips.size).toBe(0);
    expect(recorded.skipped).toEqual([
      { file: 'photo.gpx', reason: 'photo.gpx could not be read as GPX, TCX, KML or GeoJSON' },
    ]);
  });

  it('names a file with nothing in it to import', async () => {
    const recorded = await readOne(gpxReader, memoryEntry('empty.gpx', '<gpx><trk><trkseg/></trk></gpx>'));
    expect(recorded.trips.size).toBe(0);
    expect(recorded.skipped).toEqual([
      { file: 'empty.gpx', reason: 'empty.gpx holds no track, route or waypoint' },
    ]);
  });

  it('claims by the first bytes what its name does not say, and nothing else', async () => {
    const gpx = memoryEntry(
      'export.xml',
      '<?xml version="1.0"?>\n<!-- a comment --><gpx version="1.1"><trk/></gpx>',
    );
    const json = diskEntry(sharedSample('google', 'Records.json'));
    const text = memoryEntry('notes.txt', '<gpx>');
    expect(await gpxReader.claims([gpx, json, text])).toEqual([gpx]);
    expect(await geojsonReader.claims([gpx, json, text])).toEqual([]);
    expect(await kmlReader.claims([gpx, json, text])).toEqual([]);
  });
});
