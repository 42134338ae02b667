import tzLookup from '@photostructure/tz-lookup';

/** The EXIF fields that say when a photo was taken, as written in the file (no time zone applied). */
export interface ExifTime {
  /** "2025:06:14 20:31:05": the camera's wall clock. */
  DateTimeOriginal?: string;
  /** "-06:00": the wall clock's offset from UTC. */
  OffsetTimeOriginal?: string;
  /** "2025:06:15" and [2, 31, 5]: the GPS receiver's UTC date and time. */
  GPSDateStamp?: string;
  GPSTimeStamp?: number[] | string;
}

export interface WallClock {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function parseWallClock(value: string | undefined): WallClock | null {
  const match = value?.match(/^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as number[];
  if (!year || !month || month > 12 || !day || day > 31) return null;
  return { year, month: month - 1, day, hours: hours ?? 0, minutes: minutes ?? 0, seconds: seconds ?? 0 };
}

const asUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month, clock.day, clock.hours, clock.minutes, clock.seconds);

function offsetMinutes(value: string | undefined): number | null {
  const match = value?.match(/^([+-])(\d{2}):?(\d{2})$/);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function gpsMoment(exif: ExifTime): Date | null {
  const date = exif.GPSDateStamp?.match(/^(\d{4}):(\d{2}):(\d{2})$/);
  const time =
    typeof exif.GPSTimeStamp === 'string'
      ? exif.GPSTimeStamp.split(':').map(Number)
      : Array.isArray(exif.GPSTimeStamp)
        ? exif.GPSTimeStamp
        : null;
  if (!date || !time || time.length < 3 || time.some((part) => !Number.isFinite(part))) return null;
  const [h, m, s] = time as [number, number, number];
  const at = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), h, m, Math.floor(s));
  return Number.isNaN(at) ? null : new Date(at);
}

/** The offset from UTC, in minutes, of a time zone at an instant. */
function zoneOffsetMinutes(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - at) / 60_000);
}

function zoneMoment(clock: WallClock, latitude: number, longitude: number): Date | null {
  let zone: string;
  try {
    zone = tzLookup(latitude, longitude);
  } catch {
    return null;
  }
  const wall = asUtc(clock);
  // The offset at the wall-clock time read as UTC, then again at the instant that gives (right across a change).
  const first = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  return new Date(wall - zoneOffsetMinutes(zone, first) * 60_000);
}

export interface PhotoMoment {
  /** The instant the photo was taken, when it can be known. */
  instant: Date | null;
  /** The wall clock where it was taken (for the season), when known. */
  wallClock: WallClock | null;
}

/**
 * When a photo was taken: the camera's clock with the EXIF offset when there is one, else the GPS receiver's
 * UTC time, else the camera's clock in the time zone of the place.
 */
export function photoMoment(
  exif: ExifTime,
  place: { latitude: number; longitude: number } | null,
): PhotoMoment {
  const clock = parseWallClock(exif.DateTimeOriginal);
  const offset = offsetMinutes(exif.OffsetTimeOriginal);
  if (clock && offset !== null)
    return { instant: new Date(asUtc(clock) - offset * 60_000), wallClock: clock };
  const gps = gpsMoment(exif);
  if (gps) return { instant: gps, wallClock: clock };
  if (clock && place)
    return { instant: zoneMoment(clock, place.latitude, place.longitude), wallClock: clock };
  return { instant: null, wallClock: clock };
}
