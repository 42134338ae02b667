import { describe, expect, it } from 'vitest';
import { parseTrackFile, TRACK_PARSE_LIMITS } from './parse';

function gpx(points: number): Buffer {
  const rows = Array.from({ length: points }, (_, i) => `<trkpt lat="39.${i}" lon="-105.${i}"></trkpt>`);
  return Buffer.from(`<gpx><trk><trkseg>${rows.join('')}</trkseg></trk></gpx>`);
}

describe('the route file parser', () => {
  it('reads GPX and KML wrapped in namespaces, with the times of a gx:Track', async () => {
    const kml = Buffer.from(
      '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Placemark>' +
        '<gx:Track><when>2026-05-01T15:00:00Z</when><when>2026-05-01T15:00:01Z</when>' +
        '<gx:coord>-105 39 1600</gx:coord><gx:coord>-105.1 39.1 1601</gx:coord></gx:Track></Placemark>' +
        '<Placemark><name>Top</name><TimeStamp><when>2026-05-02</when></TimeStamp>' +
        '<Point><coordinates>-105.5,39.5</coordinates></Point></Placemark></kml>',
    );
    const parsed = await parseTrackFile(kml);
    expect(parsed.tracks).toEqual([
      [
        { lat: 39, lng: -105, ele: 1600, time: '2026-05-01T15:00:00Z' },
        { lat: 39.1, lng: -105.1, ele: 1601, time: '2026-05-01T15:00:01Z' },
      ],
    ]);
    expect(parsed.waypoints).toEqual([
      { lat: 39.5, lng: -105.5, name: 'Top', description: null, time: '2026-05-02', layer: null },
    ]);
    expect((await parseTrackFile(gpx(3))).tracks[0]).toHaveLength(3);
  });

  it('gives up with a 413 when the worker runs past its time', async () => {
    await expect(parseTrackFile(gpx(50_000), { ...TRACK_PARSE_LIMITS, timeoutMs: 1 })).rejects.toMatchObject({
      statusCode: 413,
      message: 'The file took too long to read; split it into smaller files',
    });
  });

  it('gives up with a 413 when the worker runs out of its memory', async () => {
    await expect(parseTrackFile(gpx(200_000), { ...TRACK_PARSE_LIMITS, maxHeapMb: 8 })).rejects.toMatchObject(
      {
        statusCode: 413,
        message: 'The file needs too much memory to read; split it into smaller files',
      },
    );
  });
});
