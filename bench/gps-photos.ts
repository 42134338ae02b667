import path from 'node:path';
import sharp from 'sharp';
import { rational } from '../test/support/images';

/** 1600×1200 camera-like JPEGs of about a megabyte, each with GPS along a day's drive. */
export async function gpsPhotos(dir: string, count: number): Promise<string[]> {
  const width = 1600;
  const height = 1200;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${i}.jpg`);
    const lat = 36.1 + i * 0.002;
    const lon = -115.2 + i * 0.003;
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .modulate({ brightness: 0.8 + (i % 10) / 25 })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Bench', Model: 'Evening' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: rational(lat),
          GPSLongitudeRef: 'W',
          GPSLongitude: rational(-lon),
        },
      })
      .toFile(file);
    files.push(file);
  }
  return files;
}
