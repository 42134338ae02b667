// Parses a GPX, KML, KMZ or GeoJSON file off the main thread, so a large import never stalls other requests.
// Plain JavaScript because worker threads load files without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

/**
 * GPX is read with a streaming XML parser: a DOM of a 200,000-point file takes ten times as long to build.
 * Track and route points become lines; waypoints keep their name, description and time.
 */
function readGpx(text) {
  const parser = new SaxesParser();
  const tracks = [];
  const waypoints = [];
  let line = null;
  let current = null;
  let field = '';
  parser.on('opentag', (tag) => {
    const name = tag.local ?? tag.name;
    if (name === 'trkseg' || name === 'rte') line = [];
    else if (name === 'trkpt' || name === 'rtept' || name === 'wpt') {
      current = { kind: name, lat: Number(tag.attributes.lat), lng: Number(tag.attributes.lon) };
    }
    field = '';
  });
  parser.on('text', (text) => {
    field += text;
  });
  parser.on('cdata', (text) => {
    field += text;
  });
  parser.on('closetag', (tag) => {
    const name = tag.local ?? tag.name;
    if (current && (name === 'time' || name === 'name' || name === 'desc')) current[name] = field.trim();
    else if (current && name === 'ele' && field.trim() !== '') current.ele = Number(field);
    else if (current && name === current.kind) {
      if (name === 'wpt') {
        waypoints.push({
          lat: current.lat,
          lng: current.lng,
          name: current.name ?? null,
          description: current.desc ?? null,
          time: current.time ?? null,
        });
      } else {
        line?.push(point([current.lng, current.lat, current.ele], current.time));
      }
      current = null;
    } else if ((name === 'trkseg' || name === 'rte') && line) {
      tracks.push(line);
      line = null;
    }
  });
  parser.write(text).close();
  return { tracks, waypoints };
}

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
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<gpx[\s>]/.test(text)) return { gpx: readGpx(text) };
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
  if (doc.documentElement?.nodeName?.toLowerCase() === 'kml') return kml(doc).features;
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

/** Text as the database can store it: no NUL bytes, no unpaired surrogates; anything else than text is dropped. */
function text(value) {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  return value.replaceAll('\u0000', '').toWellFormed();
}

function valid(p) {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

function clean({ tracks, waypoints }) {
  return {
    tracks: tracks
      .map((track) =>
        track.filter(valid).map(({ time, ...rest }) => (text(time) ? { ...rest, time: text(time) } : rest)),
      )
      .filter((track) => track.length > 0),
    waypoints: waypoints
      .filter(valid)
      .map((w) => ({ ...w, name: text(w.name), description: text(w.description), time: text(w.time) })),
  };
}

try {
  const read = toFeatures(new Uint8Array(workerData));
  parentPort.postMessage({ ok: true, ...clean(read.gpx ?? collect(read)) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error?.message ?? error) });
}
