import type { TrackPoint } from '../../../common/routes/geometry';
import type { StopRow } from '../stops/repo';
import type { TripRow } from '../trips/repo';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const coordinate = (value: number) => value.toFixed(7);

/** GPX 1.1: the stops as waypoints (name, time, description), the route as one track. */
export function toGpx(trip: TripRow, stops: StopRow[], route: TrackPoint[]): string {
  const waypoints = stops.map((stop) =>
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
  const trackPoints = route.map(
    (point) =>
      `      <trkpt lat="${coordinate(point.lat)}" lon="${coordinate(point.lng)}">${
        point.ele !== undefined ? `<ele>${point.ele}</ele>` : ''
      }${point.time ? `<time>${escapeXml(point.time)}</time>` : ''}</trkpt>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Roadbook" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escapeXml(trip.title)}</name></metadata>`,
    ...waypoints,
    ...(route.length > 0
      ? [
          `  <trk>`,
          `    <name>${escapeXml(trip.title)}</name>`,
          '    <trkseg>',
          ...trackPoints,
          '    </trkseg>',
          '  </trk>',
        ]
      : []),
    '</gpx>',
    '',
  ].join('\n');
}

/** A GeoJSON FeatureCollection: the route as a LineString with its times, the stops as Points. */
export function toGeoJson(trip: TripRow, stops: StopRow[], route: TrackPoint[]) {
  return {
    type: 'FeatureCollection',
    features: [
      ...(route.length > 0
        ? [
            {
              type: 'Feature',
              properties: {
                name: trip.title,
                coordinateProperties: { times: route.map((p) => p.time ?? null) },
              },
              geometry: {
                type: 'LineString',
                coordinates: route.map((p) => (p.ele !== undefined ? [p.lng, p.lat, p.ele] : [p.lng, p.lat])),
              },
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
        geometry: { type: 'Point', coordinates: [stop.longitude, stop.latitude] },
      })),
    ],
  };
}

export const exportFileName = (trip: TripRow, extension: string) =>
  `${trip.title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'trip'}.${extension}`;
