import { badRequest } from '../../http/errors';
import { checked, fractionToPercent, isRecord, knotsToMps, numberOf, type Parsed, timeOf } from './checks';

type Fields = Record<string, unknown>;

/** Traccar Client's JSON: `{ device_id, location: { timestamp, coords: { … }, battery: { level } } }`. */
function parseJson(body: Fields, now: Date): Parsed {
  const location = body.location;
  if (!isRecord(location) || !isRecord(location.coords)) {
    throw badRequest('A location must have `location.coords` with latitude and longitude');
  }
  const { coords } = location;
  const lat = numberOf(coords.latitude);
  const lon = numberOf(coords.longitude);
  if (lat === null || lon === null)
    throw badRequest('Send `coords.latitude` and `coords.longitude` as numbers');
  const recordedAt = location.timestamp === undefined ? now : timeOf(location.timestamp);
  if (!recordedAt) return checked(['`location.timestamp` must be an ISO 8601 time or epoch seconds'], now);
  const battery = isRecord(location.battery) ? numberOf(location.battery.level) : null;
  return checked(
    [
      {
        recordedAt,
        lat,
        lon,
        alt: numberOf(coords.altitude),
        acc: numberOf(coords.accuracy),
        speed: numberOf(coords.speed),
        battery: fractionToPercent(battery),
      },
    ],
    now,
  );
}

/** The OsmAnd protocol's fields: `lat`, `lon` or `location=lat,lon`, `timestamp`, `speed` in knots, …. */
function parseFields(fields: Fields, now: Date): Parsed {
  const location = typeof fields.location === 'string' ? fields.location.split(',') : [];
  const lat = numberOf(fields.lat ?? location[0]);
  const lon = numberOf(fields.lon ?? location[1]);
  if (lat === null || lon === null) {
    // Traccar Client also posts its push token alone; there is no position in it.
    if (fields.notificationToken !== undefined) return { points: [], problems: [] };
    throw badRequest('Send `lat` and `lon` (or `location=lat,lon`) as numbers');
  }
  const recordedAt = fields.timestamp === undefined ? now : timeOf(fields.timestamp);
  if (!recordedAt) return checked(['`timestamp` must be epoch seconds or milliseconds, or ISO 8601'], now);
  return checked(
    [
      {
        recordedAt,
        lat,
        lon,
        alt: numberOf(fields.altitude),
        acc: numberOf(fields.accuracy),
        speed: knotsToMps(numberOf(fields.speed)),
        battery: numberOf(fields.batt),
      },
    ],
    now,
  );
}

/**
 * Traccar Client and other OsmAnd-protocol apps: query or form fields, or Traccar Client's JSON body. The
 * fields of the query and of a form body are read together.
 */
export function parseOsmAnd(fields: Fields, body: unknown, now: Date): Parsed {
  if (isRecord(body) && isRecord(body.location)) return parseJson(body, now);
  return parseFields({ ...(isRecord(body) ? body : {}), ...fields }, now);
}
