import { METERS_PER_MILE } from './geo';

/** The units a traveller may read distances in: miles (and mph) or kilometres (and km/h). */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

const KM_PER_MILE = METERS_PER_MILE / 1000;

const LABELS: Record<DistanceUnit, { short: string; long: string; speed: string }> = {
  mi: { short: 'mi', long: 'miles', speed: 'mph' },
  km: { short: 'km', long: 'kilometres', speed: 'km/h' },
};

/** Distances are stored in miles; this is the number in the reader's unit. */
export function milesIn(miles: number, unit: DistanceUnit): number {
  return unit === 'km' ? miles * KM_PER_MILE : miles;
}

export function unitLabel(unit: DistanceUnit, form: 'short' | 'long' | 'speed' = 'long'): string {
  return LABELS[unit][form];
}

export interface NumberStyle {
  /** Most decimals shown (1 unless told). */
  digits?: number;
  /** Always show `digits` decimals ("12.0"). */
  fixed?: boolean;
}

/**
 * "1,054.1": what Intl.NumberFormat('en-US') writes, without it. A browser loads its locale data at the first
 * Intl format it makes, which held a trip page's first paint up; these figures need only digits,
 * a point and commas.
 */
function formatNumber(value: number, { digits = 1, fixed = false }: NumberStyle): string {
  // Rounded as Intl rounds: the number as written ("0.95"), not its nearest binary fraction (0.9499…).
  const written = Number(`${Math.abs(value)}e${digits}`);
  const rounded = Number.isNaN(written) ? Math.abs(value) : Number(`${Math.round(written)}e-${digits}`);
  const [whole = '0', decimals = ''] = rounded.toFixed(digits).split('.');
  const shown = fixed ? decimals : decimals.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + shown) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${shown ? `.${shown}` : ''}`;
}

/** Just the number in the reader's unit: "12.3", "1,204". */
export function distanceNumber(miles: number, unit: DistanceUnit, style: NumberStyle = {}): string {
  return formatNumber(milesIn(Number.isFinite(miles) ? miles : 0, unit), style);
}

/** "655 miles" / "1,054.1 kilometres", or with `short` "655 mi" / "1,054.1 km". */
export function formatDistance(
  miles: number,
  unit: DistanceUnit,
  style: NumberStyle & { short?: boolean } = {},
): string {
  return `${distanceNumber(miles, unit, style)} ${unitLabel(unit, style.short ? 'short' : 'long')}`;
}

/** "52 mph" / "84 km/h", whole numbers. */
export function formatSpeed(mph: number, unit: DistanceUnit): string {
  return `${formatNumber(milesIn(Number.isFinite(mph) ? mph : 0, unit), { digits: 0 })} ${unitLabel(unit, 'speed')}`;
}
