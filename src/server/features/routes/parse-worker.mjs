// Parses a GPX, KML, KMZ or GeoJSON file off the main thread, so a large import never stalls other requests.
// Plain JavaScript because worker threads load files without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';

function toFeatures(bytes) {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const files = unzipSync(bytes);
    const name = Object.keys(files).find((file) => file.toLowerCase().endsWith('.kml'));
    if (!name) throw new Error('The KMZ file holds no KML document');
    return toFeatures(files[name]);
  }
  const text = strFromU8(bytes)
    .replace(/^\uFEFF/, '')
    .trim();
  if (text.startsWith('{')) {
    const json = JSON.parse(text);
    if (json.type === 'FeatureCollection') return json.features;
    if (json.type === 'Feature') return [json];
    if (json.type) return [{ type: 'Feature', properties: {}, geometry: json }];
    throw new Error('not GeoJSON');
  }
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
  const root = doc.documentElement?.nodeName?.toLowerCase() ?? '';
  if (root === 'gpx') return gpx(doc).features;
  if (root === 'kml') return kml(doc).features;
  throw new Error('not GPX or KML');
}

const point = ([lng, lat, ele], time) => ({
  lat,
  lng,
  ...(Number.isFinite(ele) ? { ele } : {}),
  ...(time ? { time } : {}),
});

function collect(features) {
  const tracks = [];
  const waypoints = [];
  for (const feature of features) {
    const geometry = feature?.geometry;
    if (!geometry) continue;
    const props = feature.properties ?? {};
    if (geometry.type === 'Point') {
      const [lng, lat] = geometry.coordinates;
      waypoints.push({
        lat,
        lng,
        name: props.name ?? null,
        description: props.desc ?? props.description ?? null,
        time: props.time ?? null,
      });
    } else if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
      const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
      const times = props.coordinateProperties?.times;
      lines.forEach((line, lineIndex) => {
        const lineTimes = Array.isArray(times?.[0]) ? times[lineIndex] : times;
        tracks.push(line.map((coords, i) => point(coords, lineTimes?.[i])));
      });
    }
  }
  const valid = (p) =>
    Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
  return {
    tracks: tracks.map((track) => track.filter(valid)).filter((track) => track.length > 0),
    waypoints: waypoints.filter(valid),
  };
}

try {
  parentPort.postMessage({ ok: true, ...collect(toFeatures(new Uint8Array(workerData))) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error?.message ?? error) });
}
