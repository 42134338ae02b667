import sharp from 'sharp';

export interface ImageOptions {
  width?: number;
  height?: number;
  gps?: { lat: number; lon: number };
  takenAt?: string;
  /** Noise makes a photo-like file of realistic size instead of a tiny flat one. */
  noise?: boolean;
}

export function rational(degrees: number): string {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const minutesFloat = (abs - d) * 60;
  const m = Math.floor(minutesFloat);
  const s = Math.round((minutesFloat - m) * 60 * 10000);
  return `${d}/1 ${m}/1 ${s}/10000`;
}

function base({ width = 800, height = 600, noise = false }: ImageOptions) {
  return noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } });
}

/** A real JPEG, with GPS and date taken in its EXIF when asked. */
export async function makeJpeg(options: ImageOptions = {}): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Roadbook', Model: 'Test camera' } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt };
  if (options.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: options.gps.lat >= 0 ? 'N' : 'S',
      GPSLatitude: rational(options.gps.lat),
      GPSLongitudeRef: options.gps.lon >= 0 ? 'E' : 'W',
      GPSLongitude: rational(options.gps.lon),
    };
  }
  return base(options).jpeg({ quality: 90 }).withExif(exif).toBuffer();
}

export const makePng = (options: ImageOptions = {}) => base(options).png().toBuffer();
export const makeWebp = (options: ImageOptions = {}) => base(options).webp().toBuffer();
export const makeGif = (options: ImageOptions = {}) => base(options).gif().toBuffer();

export function photoForm(
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
  type = 'image/jpeg',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('photo', new Blob([new Uint8Array(file)], { type }), name);
  return form;
}
