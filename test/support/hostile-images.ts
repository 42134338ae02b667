import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A small JPEG whose EXIF GPS directory holds `entries` entries, each pointing at tens of kilobytes of values:
 * a reader that parses every entry does thousands of times the work of a normal photo.
 */
export async function jpegWithCraftedGps(entries = 5000): Promise<Buffer> {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const gpsOffset = 8 + 2 + 12 + 4;
  const size = gpsOffset + 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(size);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8);
  tiff.writeUInt16LE(0x8825, 10); // GPSInfo, the pointer to the GPS directory
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(gpsOffset, 18);
  tiff.writeUInt16LE(entries, gpsOffset);
  for (let i = 0; i < entries; i++) {
    const at = gpsOffset + 2 + i * 12;
    tiff.writeUInt16LE(0x0002 + (i % 30), at); // GPS tags, over and over
    tiff.writeUInt16LE(4, at + 2); // LONG
    tiff.writeUInt32LE(Math.floor((size - 16) / 4), at + 4); // as many values as the segment holds
    tiff.writeUInt32LE(8, at + 8);
  }
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims width × height pixels. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(width + 1, 0).subarray(0, Math.min(width + 1, 4096)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
