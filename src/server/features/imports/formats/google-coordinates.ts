export interface LatLng {
  lat: number;
  lng: number;
}

/** A number, or one written as a string (iOS writes them all so); NaN otherwise. */
export const numberOf = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

const isOnEarth = ({ lat, lng }: LatLng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Degrees from Google's E7 integers (degrees × 10⁷). Some older Takeout exports wrote negative values as
 * unsigned 32-bit numbers; those are turned back (the value less 2³²). Null when not a place on Earth.
 */
export function fromE7(latE7: unknown, lngE7: unknown): LatLng | null {
  const unsigned = (value: number, limit: number) => (value > limit ? value - 2 ** 32 : value);
  const place = {
    lat: unsigned(numberOf(latE7), 900_000_000) / 1e7,
    lng: unsigned(numberOf(lngE7), 1_800_000_000) / 1e7,
  };
  return isOnEarth(place) ? place : null;
}

/** "50.0506312°, 14.3439906°" (Android's Timeline) or "geo:55.6058430,24.7647107" (iOS'); null otherwise. */
export function fromText(value: unknown): LatLng | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(?:geo:)?\s*(-?[\d.]+)°?\s*,\s*(-?[\d.]+)°?\s*$/.exec(value);
  if (!match) return null;
  const place = { lat: Number(match[1]), lng: Number(match[2]) };
  return isOnEarth(place) ? place : null;
}
