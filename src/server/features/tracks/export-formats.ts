import { hasLocation } from '../../../common/geo';
import { splitAtGaps, type TrackPoint } from '../../../common/tracks/geometry';
import type { StopRow } from '../stops';
import type { TripRow } from '../trips';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const coordinate = (value: number) => value.toFixed(7);

const located = (stop: StopRow) => hasLocation(stop.latitude, stop.longitude);

/**
 * GPX 1.1: the stops with a place as waypoints (name, time, description), the route as one track with a segment
 * per unbroken line.
 */
export function toGpx(trip: TripRow, stops: StopRow[], route: TrackPoint[]): string {
  const waypoints = stops
    .filter(located)
    .map((stop) =>
      [
        `  <wpt lat="${coordinate(stop.latitude)}" lon="${coordinate(stop.longitude)}">`,
        stop.arrivalTime ? `    <time>${stop.arrivalTime.toISOString()}</time>` : '',
        `    <name>${escapeXml(stop.name)}</name>`,
        stop.description ? `    <desc>${escapeXml(stop.description)}</desc>` : '',
        `    <type>${escapeXml(stop.visitType)}</type>`,
        '  </wpt>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  const trackPoint = (point: TrackPoint) =>
    `      <trkpt lat="${coordinate(point.lat)}" lon="${coordinate(point.lng)}">${
      point.ele !== undefined ? `<ele>${point.ele}</ele>` : ''
    }${point.time ? `<time>${escapeXml(point.time)}</time>` : ''}</trkpt>`;
  const segments = splitAtGaps(route).flatMap((line) => [
    '    <trkseg>',
    ...line.map(trackPoint),
    '    </trkseg>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Roadbook" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escapeXml(trip.title)}</name></metadata>`,
    ...waypoints,
    ...(route.length > 0
      ? [`  <trk>`, `    <name>${escapeXml(trip.title)}</name>`, ...segments, '  </trk>']
      : []),
    '</gpx>',
    '',
  ].join('\n');
}

const time = (p: TrackPoint) => p.time ?? null;
const position = (p: TrackPoint) => (p.ele !== undefined ? [p.lng, p.lat, p.ele] : [p.lng, p.lat]);

/**
 * A GeoJSON FeatureCollection: the route as a LineString with its times (a MultiLineString when it is broken),
 * the stops as Points (with no geometry when they have no place).
 */
export function toGeoJson(trip: TripRow, stops: StopRow[], route: TrackPoint[]) {
  const lines = splitAtGaps(route);
  return {
    type: 'FeatureCollection',
    features: [
      ...(route.length > 0
        ? [
            {
              type: 'Feature',
              properties: {
                name: trip.title,
                coordinateProperties: {
                  times: lines.length === 1 ? route.map(time) : lines.map((line) => line.map(time)),
                },
              },
              geometry:
                lines.length === 1
                  ? { type: 'LineString', coordinates: route.map(position) }
                  : { type: 'MultiLineString', coordinates: lines.map((line) => line.map(position)) },
            },
          ]
        : []),
      ...stops.map((stop) => ({
        type: 'Feature',
        properties: {
          name: stop.name,
          description: stop.description,
          time: stop.arrivalTime?.toISOString() ?? null,
          visitType: stop.visitType,
        },
        geometry: located(stop) ? { type: 'Point', coordinates: [stop.longitude, stop.latitude] } : null,
      })),
    ],
  };
}

export const exportFileName = (trip: TripRow, extension: string) =>
  `${trip.title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'trip'}.${extension}`;
