const NORTHERN = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];
const SOUTHERN = [
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
];
const TROPICS = 23.44;

/** The meteorological season of the month (0–11) at that latitude; none between the tropics. */
export function seasonTag(month: number, latitude: number): string | null {
  if (Math.abs(latitude) < TROPICS) return null;
  return (latitude >= 0 ? NORTHERN : SOUTHERN)[month] ?? null;
}
