import { badRequest } from '../../http/errors';
import { checked, numberOf, type Parsed, timeOf } from './checks';

type Fields = Record<string, unknown>;

const first = (fields: Fields, ...names: string[]) =>
  names.map((name) => fields[name]).find((value) => value !== undefined && value !== '');

/**
 * GPSLogger for Android's custom URL, as query fields or a form body: `lat`/`latitude`, `lon`/`longitude`,
 * `time` (ISO) or `timestamp` (epoch s), `alt`/`altitude`, `acc`/`accuracy`, `spd`/`speed`/`s` (m/s),
 * `batt`/`battery`. Its default template and Home Assistant's form body both fit; without a time, the point is
 * of the moment it arrives.
 */
export function parseGpsLogger(fields: Fields, now: Date): Parsed {
  const lat = numberOf(first(fields, 'lat', 'latitude'));
  const lon = numberOf(first(fields, 'lon', 'longitude', 'long', 'lng'));
  if (lat === null || lon === null) {
    throw badRequest('Send `lat` and `lon` (or `latitude` and `longitude`) as numbers');
  }
  const given = first(fields, 'time', 'timestamp');
  const recordedAt = given === undefined ? now : timeOf(given);
  if (!recordedAt) return checked(['The time must be ISO 8601 (`time`) or epoch seconds (`timestamp`)'], now);
  return checked(
    [
      {
        recordedAt,
        lat,
        lon,
        alt: numberOf(first(fields, 'alt', 'altitude')),
        acc: numberOf(first(fields, 'acc', 'accuracy')),
        speed: numberOf(first(fields, 'spd', 'speed', 's')),
        battery: numberOf(first(fields, 'batt', 'battery')),
      },
    ],
    now,
  );
}
