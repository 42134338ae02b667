import { isPlausibleDate } from '../../../common/schemas/fields';
import { badRequest, payloadTooLarge } from '../../http/errors';
import type { DevicePoint } from '../devices';
import { checked, fractionToPercent, isoTimeOf, isRecord, numberOf, type Parsed } from './checks';

/** Overland's largest batch setting. */
export const MAX_OVERLAND_LOCATIONS = 1000;

/** Named as a visit's stop until a place near it is found. */
export const VISIT_NAME = 'Visit';

/** A visit's time, or null for the dates iOS puts where a visit has none yet (year 1 or 4001) and the like. */
function visitTimeOf(value: unknown): Date | null {
  const time = isoTimeOf(value);
  return time && isPlausibleDate(time) ? time : null;
}

function locationOf(feature: unknown): DevicePoint | string {
  if (!isRecord(feature) || !isRecord(feature.geometry) || !isRecord(feature.properties)) {
    return 'A location must be a GeoJSON Feature with a geometry and properties';
  }
  const coordinates = feature.geometry.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) {
    return 'A location’s geometry must be a Point with [longitude, latitude]';
  }
  const lon = numberOf(coordinates[0]);
  const lat = numberOf(coordinates[1]);
  if (lat === null || lon === null) return 'A location’s coordinates must be numbers';
  const properties = feature.properties;
  const visit = properties.action === 'visit';
  const arrival = visit ? visitTimeOf(properties.arrival_date) : null;
  const recordedAt = arrival ?? isoTimeOf(properties.timestamp);
  if (!recordedAt) return 'A location needs `properties.timestamp`, an ISO 8601 time';
  const departure = visit ? visitTimeOf(properties.departure_date) : null;
  return {
    recordedAt,
    lat,
    lon,
    alt: numberOf(properties.altitude),
    acc: numberOf(properties.horizontal_accuracy),
    speed: numberOf(properties.speed),
    battery: fractionToPercent(numberOf(properties.battery_level)),
    stopName: visit ? VISIT_NAME : null,
    departedAt: departure && departure >= recordedAt ? departure : null,
  };
}

/**
 * An Overland batch: `{ locations: [GeoJSON Feature Point, …], current?, trip? }`, each location a point, and a
 * `visit` (arrival and departure) also a stop. A location that cannot be stored is skipped, so that the rest
 * are, and the phone does not send the batch again and again.
 */
export function parseOverland(body: unknown, now: Date): Parsed {
  if (!isRecord(body) || !Array.isArray(body.locations)) {
    throw badRequest('An Overland batch must be a JSON object with a `locations` list');
  }
  if (body.locations.length > MAX_OVERLAND_LOCATIONS) {
    throw payloadTooLarge(`Send at most ${MAX_OVERLAND_LOCATIONS} locations at a time`);
  }
  return checked(body.locations.map(locationOf), now);
}
