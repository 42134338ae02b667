export interface GeneratedPoint {
  lat: number;
  lng: number;
  time: string;
}

/** A wiggly drive starting near Denver, one point a second. */
export function trackPoints(count: number, start = { lat: 39.7392, lng: -104.9903 }): GeneratedPoint[] {
  const t0 = Date.UTC(2026, 4, 1, 15);
  return Array.from({ length: count }, (_, i) => ({
    lat: Number((start.lat - i * 0.00005 + Math.sin(i / 50) * 0.0002).toFixed(7)),
    lng: Number((start.lng - i * 0.0001).toFixed(7)),
    time: new Date(t0 + i * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}

export function gpxFile(
  points: GeneratedPoint[],
  waypoints: { name: string; lat: number; lng: number; desc?: string }[] = [],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">',
    ...waypoints.map(
      (w) =>
        `<wpt lat="${w.lat}" lon="${w.lng}"><name>${w.name}</name>${w.desc ? `<desc>${w.desc}</desc>` : ''}</wpt>`,
    ),
    '<trk><name>Drive</name><trkseg>',
    ...points.map((p) => `<trkpt lat="${p.lat}" lon="${p.lng}"><time>${p.time}</time></trkpt>`),
    '</trkseg></trk></gpx>',
  ].join('\n');
}

export function kmlFile(
  points: GeneratedPoint[],
  placemark?: { name: string; lat: number; lng: number },
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
    placemark
      ? `<Placemark><name>${placemark.name}</name><Point><coordinates>${placemark.lng},${placemark.lat}</coordinates></Point></Placemark>`
      : '',
    '<Placemark><name>Drive</name><LineString><coordinates>',
    points.map((p) => `${p.lng},${p.lat}`).join(' '),
    '</coordinates></LineString></Placemark>',
    '</Document></kml>',
  ].join('\n');
}

export function geoJsonFile(points: GeneratedPoint[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Drive' },
        geometry: { type: 'LineString', coordinates: points.map((p) => [p.lng, p.lat]) },
      },
      {
        type: 'Feature',
        properties: { name: 'Lookout' },
        geometry: { type: 'Point', coordinates: [-105.2, 39.6] },
      },
    ],
  });
}

export function routeForm(content: string | Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/**
 * A drive north from Denver, a point every 10 seconds: 8,000 points (far too many to work out statistics on a
 * request), in the four batches of 2,000 that one request may add.
 */
export function longDriveBatches(): GeneratedPoint[][] {
  return Array.from({ length: 4 }, (_, batch) =>
    Array.from({ length: 2000 }, (_, j) => {
      const i = batch * 2000 + j;
      return {
        lat: 39.7392 + i * 0.0008 + (i % 7) * 0.00001,
        lng: -104.9903 + (i % 13) * 0.00003,
        time: new Date(Date.UTC(2024, 4, 1, 8) + i * 10_000).toISOString(),
      };
    }),
  );
}
