import { Zip, ZipDeflate } from 'fflate';

const encoder = new TextEncoder();

/** A KMZ whose one KML document is `header`, then `repeat` `times` over, then `footer`, deflated as it is made. */
function kmz(header: string, repeat: string, times: number, footer: string): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const file = new ZipDeflate('doc.kml', { level: 6 });
  zip.add(file);
  file.push(encoder.encode(header));
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / repeat.length));
  const block = encoder.encode(repeat.repeat(perChunk));
  for (let done = 0; done < times; done += perChunk) {
    file.push(done + perChunk >= times ? encoder.encode(repeat.repeat(times - done)) : block);
  }
  file.push(encoder.encode(footer), true);
  zip.end();
  return Buffer.concat(parts);
}

const KML_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>';
const KML_END = '</Document></kml>';

/** A KMZ of about a thousandth of `megabytes`, which unpacks to that many megabytes of blank KML. */
export function kmzBomb(megabytes: number): Uint8Array {
  return kmz(KML_START, ' '.repeat(1024), megabytes * 1024, KML_END);
}

/** A KMZ holding `count` point placemarks (about 90 bytes each once unpacked). */
export function kmzOfPlacemarks(count: number): Uint8Array {
  const placemark =
    '<Placemark><name>Lookout</name><Point><coordinates>-105.2,39.6,0</coordinates></Point></Placemark>\n';
  return kmz(KML_START, placemark, count, KML_END);
}

/** A KML line of `count` coordinates. */
export function kmlLine(count: number): string {
  return `${KML_START}<Placemark><LineString><coordinates>${'-105.2,39.6 '.repeat(count)}</coordinates></LineString></Placemark>${KML_END}`;
}
