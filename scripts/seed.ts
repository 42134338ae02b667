// npm run seed: a demo account with a sample trip, stops and photos, made through the app's own API so that
// everything (thumbnails, EXIF, stops from photos) is exactly what a traveller would get.
import sharp from 'sharp';
import { buildApp } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/lock';
import { openConfiguredDatabase } from '../src/server/db/open-configured';

const DEMO = {
  username: 'demo',
  password: 'roadbook-demo',
  email: 'demo@roadbook.local',
  firstName: 'Demo',
  lastName: 'Traveller',
};

const STOPS = [
  {
    name: 'Denver',
    latitude: 39.7392,
    longitude: -104.9903,
    arrivalTime: '2026-05-01T15:00:00Z',
    visitType: 'arrival',
  },
  {
    name: 'Moab',
    latitude: 38.5733,
    longitude: -109.5498,
    arrivalTime: '2026-05-02T21:30:00Z',
    visitType: 'scenic',
  },
  {
    name: 'Zion National Park',
    latitude: 37.2982,
    longitude: -113.0263,
    arrivalTime: '2026-05-04T17:00:00Z',
    visitType: 'recreational',
  },
  {
    name: 'Las Vegas',
    latitude: 36.1699,
    longitude: -115.1398,
    arrivalTime: '2026-05-06T02:00:00Z',
    visitType: 'departure',
  },
];

function dms(value: number): string {
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/** A landscape-like picture (sky, land, sun) with the stop's GPS position in its EXIF. */
async function demoPhoto(lat: number, lon: number, hue: number): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,65%)"/><stop offset="1" stop-color="hsl(${hue + 30},80%,85%)"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/><circle cx="900" cy="220" r="90" fill="#fde68a"/>
    <path d="M0 560 L260 380 L470 520 L700 330 L960 540 L1200 420 L1200 800 L0 800 Z" fill="hsl(${hue + 180},35%,35%)"/>
    <path d="M0 660 L1200 600 L1200 800 L0 800 Z" fill="hsl(${hue + 200},30%,25%)"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Roadbook', Model: 'Demo' },
      IFD3: {
        GPSLatitudeRef: lat >= 0 ? 'N' : 'S',
        GPSLatitude: dms(lat),
        GPSLongitudeRef: lon >= 0 ? 'E' : 'W',
        GPSLongitude: dms(lon),
      },
    })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function main(): Promise<void> {
  const config = { ...loadConfig(), logLevel: 'warn' };
  const database = await openConfiguredDatabase(config, { role: 'tool', log: (line) => console.info(line) });
  try {
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    let cookie = '';
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          cookie,
          ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      cookie =
        response.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ') || cookie;
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
      return json;
    };
    try {
      await call('POST', '/api/register', DEMO);
    } catch {
      await call('POST', '/api/login', { username: DEMO.username, password: DEMO.password });
    }
    const trip = await call('POST', '/api/trips', {
      title: 'Canyon Country Loop',
      description: 'Red rock arches, slot canyons and the neon at the end of the road.',
      startLocation: 'Denver, CO',
      endLocation: 'Las Vegas, NV',
      startDate: '2026-05-01T00:00:00Z',
      endDate: '2026-05-06T00:00:00Z',
      totalMiles: 812,
      drivingTime: '13h 20m',
      status: 'completed',
    });
    for (const [index, stop] of STOPS.entries()) {
      await call('POST', `/api/trips/${trip.id}/stops`, stop);
      const form = new FormData();
      form.append(
        'photo',
        await demoPhoto(stop.latitude + 0.0005, stop.longitude, 20 + index * 40),
        `${stop.name}.jpg`,
      );
      await call('POST', `/api/trips/${trip.id}/photos`, form);
    }
    await app.close();
    console.info(
      `Demo ready: sign in as "${DEMO.username}" with the password "${DEMO.password}" (trip ${trip.id}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
