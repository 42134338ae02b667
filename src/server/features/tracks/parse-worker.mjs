// Parses a GPX, TCX, KML, KMZ or GeoJSON file off the main thread, so a large import never stalls other requests.
// Plain JavaScript because worker threads load files without the TypeScript loader.
//
// A KMZ is inflated as a stream and stops at a byte limit, XML is read with a streaming parser as it inflates,
// and points and waypoints are counted as they are read and stop at their limits, so a small file that unpacks
// into gigabytes or millions of placemarks is refused early. The streaming parser hands over each text node
// whole (a long <coordinates> arrives at once), which is why the inflated size is bounded first.
import { parentPort, workerData } from 'node:worker_threads';
import { Unzip, UnzipInflate } from 'fflate';
import { SaxesParser } from 'saxes';

const { bytes, limits } = workerData;
const SLICE = 16 * 1024;

/** A file past one of the limits: the parent answers 413 with this message. */
class TooLarge extends Error {}

const count = (n) => n.toLocaleString('en-US');

function createCounter() {
  let points = 0;
  let waypoints = 0;
  return {
    point() {
      if (++points > limits.maxPoints) {
        throw new TooLarge(
          `The file has more than ${count(limits.maxPoints)} points; split it into smaller files`,
        );
      }
    },
    waypoint() {
      if (++waypoints > limits.maxWaypoints) {
        throw new TooLarge(`The file has more than ${count(limits.maxWaypoints)} waypoints`);
      }
    },
  };
}

/** Text as the database can store it: no NUL bytes, no unpaired surrogates; anything else than text is dropped. */
function text(value) {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  return value.replaceAll('\u0000', '').toWellFormed();
}

const point = ([lng, lat, ele], time) => ({
  lat,
  lng,
  ...(Number.isFinite(ele) ? { ele } : {}),
  ...(time ? { time } : {}),
});

const localName = (tag) => tag.name.slice(tag.name.indexOf(':') + 1);

/**
 * GPX: track and route points become lines; waypoints keep their name, description and time. The file's name is
 * its metadata's (GPX 1.0: the root's), else that of its one track. A point's position is in its attributes.
 */
const GPX = {
  root: 'gpx',
  lines: ['trkseg', 'rte'],
  linePoints: ['trkpt', 'rtept'],
  waypoint: 'wpt',
  positionAttributes: { lat: 'lat', lon: 'lng' },
  fields: { time: 'time', ele: 'ele', name: 'name', desc: 'description' },
  documentNames: ['metadata/name', 'gpx/name'],
  trackName: 'trk/name',
};

/**
 * TCX (Garmin's Training Center): each `Track` of an activity's laps, or of a course, is a line of its
 * `Trackpoint`s (those without a `Position` are left out); a course's `CoursePoint`s are waypoints and its name
 * the file's.
 */
const TCX = {
  root: 'TrainingCenterDatabase',
  lines: ['Track'],
  linePoints: ['Trackpoint'],
  waypoint: 'CoursePoint',
  positionElements: { parent: 'Position', fields: { LatitudeDegrees: 'lat', LongitudeDegrees: 'lng' } },
  fields: { Time: 'time', AltitudeMeters: 'ele', Name: 'name', Notes: 'description' },
  documentNames: ['Course/Name'],
};

/**
 * Points in lines and waypoints of GPX or TCX, named by `format`. A point's fields are read only as its own
 * children, so the elements of extensions (Garmin's, GPSLogger's, Apple's, …) inside it change nothing.
 * GPX and TCX are read with a streaming XML parser: a DOM of a 200,000-point file takes far longer to build.
 */
function pointHandlers(format, out, counter) {
  const path = [];
  const trackNames = [];
  let documentName = null;
  let line = null;
  let current = null;
  let field = '';
  return {
    open(name, tag) {
      path.push(name);
      if (format.lines.includes(name)) line = [];
      else if (format.linePoints.includes(name) || name === format.waypoint) {
        current = { kind: name };
        for (const [attribute, key] of Object.entries(format.positionAttributes ?? {})) {
          current[key] = Number(tag.attributes[attribute]);
        }
      }
      field = '';
    },
    text(chunk) {
      if (field.length < 10_000) field += chunk;
    },
    close(name) {
      path.pop();
      const parent = path.at(-1);
      const value = field.trim();
      const positionField =
        format.positionElements && parent === format.positionElements.parent
          ? format.positionElements.fields[name]
          : undefined;
      const ownField = format.fields[name];
      if (current && positionField) current[positionField] = Number(value);
      else if (current && parent === current.kind) {
        if (ownField === 'ele') {
          if (value !== '') current.ele = Number(value);
        } else if (ownField) current[ownField] = value;
      } else if (current && name === current.kind) {
        if (current.lat !== undefined && current.lng !== undefined) {
          if (name === format.waypoint) {
            counter.waypoint();
            out.waypoints.push({
              lat: current.lat,
              lng: current.lng,
              name: current.name ?? null,
              description: current.description ?? null,
              time: current.time ?? null,
              layer: null,
            });
          } else {
            counter.point();
            line?.push(point([current.lng, current.lat, current.ele], current.time));
          }
        }
        current = null;
      } else if (format.lines.includes(name) && line) {
        out.tracks.push(line);
        line = null;
      } else if (format.documentNames.includes(`${parent}/${name}`)) {
        documentName ||= value;
      } else if (`${parent}/${name}` === format.trackName) {
        trackNames.push(value);
      } else if (name === format.root) {
        out.name = documentName || (trackNames.length === 1 ? trackNames[0] : null) || null;
      }
      field = '';
    },
  };
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of what may be HTML (Google My Maps writes descriptions so): line breaks for `<br>` and the ends of
 * blocks, no other tags, entities decoded. Text without tags or entities is left as it is.
 */
function plainText(value) {
  if (typeof value !== 'string' || !/<\/?[a-z][^>]*>|&(#\d+|#x[\da-f]+|[a-z]+);/i.test(value)) return value;
  return value
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, code) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const number =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return number > 0 && number <= 0x10ffff ? String.fromCodePoint(number) : entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * KML: a placemark's Point becomes a waypoint with its name, description (as plain text) and TimeStamp (or the
 * start of its TimeSpan), and the name of the Folder it is in (a My Maps layer); LineStrings and gx:Tracks (with
 * their times) become lines. The Document's name is the file's. Coordinate tuples are counted one by one as they
 * are read, so the point limit stops a long line before it is all built.
 */
function kmlHandlers(out, counter) {
  const path = [];
  const folders = [];
  let placemark = null;
  let field = '';
  let coordinates = null; // { kind: 'point' | 'line', tuples: [] }
  let track = null; // { times: [], points: [] }

  function takeTuples(text) {
    for (const [tuple] of text.matchAll(/\S+/g)) {
      if (coordinates.kind === 'line') counter.point();
      else if (coordinates.tuples.length > 0) return;
      coordinates.tuples.push(point(tuple.split(',').map(Number)));
    }
  }

  return {
    open(name) {
      path.push(name);
      field = '';
      if (name === 'Placemark') {
        placemark = { name: null, description: null, time: null, layer: folders.at(-1) ?? null, points: [] };
      } else if (name === 'Folder') folders.push(null);
      else if (name === 'coordinates') {
        const parent = path.at(-2);
        coordinates =
          parent === 'LineString' || parent === 'Point'
            ? { kind: parent === 'Point' ? 'point' : 'line', tuples: [] }
            : null;
      } else if (name === 'Track') track = { times: [], points: [] };
    },
    text(chunk) {
      if (coordinates) takeTuples(chunk);
      else if (field.length < 10_000) field += chunk;
    },
    close(name) {
      path.pop();
      const parent = path.at(-1);
      if (name === 'coordinates' && coordinates) {
        if (coordinates.kind === 'line' && coordinates.tuples.length > 0) out.tracks.push(coordinates.tuples);
        if (coordinates.kind === 'point' && coordinates.tuples[0] && placemark) {
          // Counted as it is read: one placemark may hold any number of Points.
          counter.waypoint();
          placemark.points.push(coordinates.tuples[0]);
        }
        coordinates = null;
      } else if (track && name === 'when') {
        track.times.push(field.trim());
      } else if (track && name === 'coord') {
        counter.point();
        track.points.push(point(field.trim().split(/\s+/).map(Number)));
      } else if (name === 'Track' && track) {
        out.tracks.push(track.points.map((p, i) => (track.times[i] ? { ...p, time: track.times[i] } : p)));
        track = null;
      } else if (placemark && parent === 'Placemark' && (name === 'name' || name === 'description')) {
        placemark[name] = plainText(field.trim());
      } else if (placemark && parent === 'TimeStamp' && name === 'when') {
        placemark.time = field.trim();
      } else if (placemark && parent === 'TimeSpan' && name === 'begin') {
        placemark.time ??= field.trim();
      } else if (name === 'Placemark' && placemark) {
        for (const p of placemark.points) {
          out.waypoints.push({
            lat: p.lat,
            lng: p.lng,
            name: placemark.name,
            description: placemark.description,
            time: placemark.time,
            layer: placemark.layer,
          });
        }
        placemark = null;
      } else if (name === 'name' && parent === 'Folder' && folders.length > 0) {
        folders[folders.length - 1] = plainText(field.trim()) || null;
      } else if (name === 'Folder') {
        folders.pop();
      } else if (name === 'name' && parent === 'Document') {
        out.name ??= plainText(field.trim()) || null;
      }
      field = '';
    },
  };
}

/** A streaming reader for GPX, TCX or KML, told apart by the root element. */
function xmlReader(counter) {
  const out = { name: null, tracks: [], waypoints: [] };
  const parser = new SaxesParser();
  let handlers = null;
  parser.on('opentag', (tag) => {
    const name = localName(tag);
    if (!handlers) {
      if (name === GPX.root) handlers = pointHandlers(GPX, out, counter);
      else if (name === 'kml') handlers = kmlHandlers(out, counter);
      else if (name === TCX.root) handlers = pointHandlers(TCX, out, counter);
      else throw new Error('not GPX, TCX or KML');
    }
    handlers.open(name, tag);
  });
  parser.on('text', (chunk) => handlers?.text(chunk));
  parser.on('cdata', (chunk) => handlers?.text(chunk));
  parser.on('closetag', (tag) => handlers?.close(localName(tag)));
  return {
    write: (chunk) => parser.write(chunk),
    close() {
      parser.close();
      if (!handlers) throw new Error('not GPX, TCX or KML');
      return out;
    },
  };
}

/**
 * GeoJSON: Points are waypoints, LineStrings and MultiLineStrings lines, with the times of
 * `coordinateProperties.times` or of togeojson's `coordTimes`. A collection's `name` is the file's.
 */
function collectGeoJson(json, counter) {
  const features =
    json.type === 'FeatureCollection'
      ? json.features
      : json.type === 'Feature'
        ? [json]
        : json.type
          ? [{ type: 'Feature', properties: {}, geometry: json }]
          : null;
  if (!Array.isArray(features)) throw new Error('not GeoJSON');
  const tracks = [];
  const waypoints = [];
  for (const feature of features) {
    const geometry = feature?.geometry;
    if (!geometry || !Array.isArray(geometry.coordinates)) continue;
    const props = feature.properties ?? {};
    if (geometry.type === 'Point') {
      counter.waypoint();
      const [lng, lat] = geometry.coordinates;
      waypoints.push({
        lat,
        lng,
        name: props.name ?? null,
        description: props.desc ?? props.description ?? null,
        time: props.time ?? null,
        layer: null,
      });
    } else if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
      const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
      const times = props.coordinateProperties?.times ?? props.coordTimes;
      lines.forEach((line, lineIndex) => {
        if (!Array.isArray(line)) return;
        const lineTimes = Array.isArray(times?.[0]) ? times[lineIndex] : times;
        tracks.push(
          line.map((coords, i) => {
            counter.point();
            return point(Array.isArray(coords) ? coords : [], lineTimes?.[i]);
          }),
        );
      });
    }
  }
  return { name: typeof json.name === 'string' ? json.name : null, tracks, waypoints };
}

/** Calls `onChunk` with the inflated bytes of the first .kml file of a KMZ, stopping at the byte limit. */
function inflateKml(zipped, onChunk) {
  let found = false;
  let inflated = 0;
  const unzip = new Unzip((file) => {
    if (found || !file.name.toLowerCase().endsWith('.kml')) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > limits.maxInflatedBytes) {
        throw new TooLarge(
          `The KMZ file unpacks to more than ${Math.round(limits.maxInflatedBytes / 1024 / 1024)} MB`,
        );
      }
      onChunk(chunk, final);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zipped.length; at += SLICE) {
    unzip.push(zipped.subarray(at, at + SLICE), at + SLICE >= zipped.length);
  }
  if (!found) throw new Error('The KMZ file holds no KML document');
}

function read(input) {
  const counter = createCounter();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  if (input[0] === 0x50 && input[1] === 0x4b) {
    const reader = xmlReader(counter);
    inflateKml(input, (chunk, final) => reader.write(decoder.decode(chunk, { stream: !final })));
    return reader.close();
  }
  const start = decoder.decode(input.subarray(0, 1024), { stream: true }).trimStart();
  if (start.startsWith('{')) {
    return collectGeoJson(JSON.parse(new TextDecoder().decode(input)), counter);
  }
  const reader = xmlReader(counter);
  reader.write(start);
  for (let at = 1024; at < input.length; at += SLICE) {
    reader.write(decoder.decode(input.subarray(at, at + SLICE), { stream: true }));
  }
  reader.write(decoder.decode());
  return reader.close();
}

function valid(p) {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

function clean({ name, tracks, waypoints }) {
  return {
    name: text(name) || null,
    tracks: tracks
      .map((track) =>
        track.filter(valid).map(({ time, ...rest }) => (text(time) ? { ...rest, time: text(time) } : rest)),
      )
      .filter((track) => track.length > 0),
    waypoints: waypoints.filter(valid).map((w) => ({
      ...w,
      name: text(w.name),
      description: text(w.description),
      time: text(w.time),
      layer: text(w.layer),
    })),
  };
}

/**
 * Sends the result in parts, each when the main thread asks for the next: it unpacks every message waiting for
 * it in one go, and 20,000 waypoints or 500,000 points at once would hold it too long.
 */
const PART = 2_000;

const asked = () => new Promise((resolve) => parentPort.once('message', resolve));

async function send({ name, tracks, waypoints }) {
  for (const [index, track] of tracks.entries()) {
    for (let at = 0; at < track.length; at += PART) {
      parentPort.postMessage({ kind: 'points', track: index, points: track.slice(at, at + PART) });
      await asked();
    }
  }
  for (let at = 0; at < waypoints.length; at += PART) {
    parentPort.postMessage({ kind: 'waypoints', waypoints: waypoints.slice(at, at + PART) });
    await asked();
  }
  parentPort.postMessage({ kind: 'done', name });
}

let parsed;
try {
  parsed = clean(read(new Uint8Array(bytes)));
} catch (error) {
  parentPort.postMessage({
    kind: 'failed',
    tooLarge: error instanceof TooLarge,
    error: String(error?.message ?? error),
  });
}
if (parsed) await send(parsed);
