import { badRequest } from '../../http/errors';
import { checked, epochOf, isRecord, kmhToMps, numberOf, type Parsed } from './checks';

/**
 * An OwnTracks HTTP-mode message: a `location` is a point (`tst` epoch seconds, `vel` km/h, `batt` percent),
 * and with a `poi` also a stop named by it, its base64 `image` the stop's photo. Every other type (`transition`, `waypoint`, `card`, `lwt`, …) and an
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
  const parsed = checked(
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
  const image = poi && typeof body.image === 'string' ? Buffer.from(body.image, 'base64') : null;
  if (!image || image.length === 0 || parsed.points.length === 0) return parsed;
  const name =
    typeof body.imagename === 'string' && body.imagename.trim() ? body.imagename.trim() : `${poi}.jpg`;
  return { ...parsed, image: { bytes: image, name } };
}
