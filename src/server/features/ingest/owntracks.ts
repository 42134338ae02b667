import { badRequest } from '../../http/errors';
import { checked, epochOf, isRecord, kmhToMps, numberOf, type Parsed } from './checks';

/**
 * An OwnTracks HTTP-mode message: a `location` is a point (`tst` epoch seconds, `vel` km/h, `batt` percent),
 * and with a `poi` also a stop named by it. Every other type (`transition`, `waypoint`, `card`, `lwt`, …) and an
 * empty body are accepted and carry nothing to store.
 */
export function parseOwnTracks(body: unknown, now: Date): Parsed {
  if (body === undefined || body === null || body === '') return { points: [], problems: [] };
  if (!isRecord(body)) throw badRequest('An OwnTracks message must be a JSON object');
  if (typeof body._type !== 'string') throw badRequest('An OwnTracks message must have a `_type`');
  if (body._type !== 'location') return { points: [], problems: [] };
  const lat = numberOf(body.lat);
  const lon = numberOf(body.lon);
  const recordedAt = epochOf(body.tst);
  if (lat === null || lon === null) return checked(['A location needs `lat` and `lon` numbers'], now);
  if (!recordedAt) return checked(['A location needs `tst`, its time in epoch seconds'], now);
  const poi = typeof body.poi === 'string' && body.poi.trim() !== '' ? body.poi.trim() : null;
  return checked(
    [
      {
        recordedAt,
        lat,
        lon,
        alt: numberOf(body.alt),
        acc: numberOf(body.acc),
        speed: kmhToMps(numberOf(body.vel)),
        battery: numberOf(body.batt),
        stopName: poi,
      },
    ],
    now,
  );
}
