export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/**
 * Text from a file as the database can store it: no NUL bytes, no unpaired surrogates, trimmed and cut at `max`
 * characters (never inside a surrogate pair); null when nothing is left.
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replaceAll('\u0000', '').toWellFormed().trim();
  if (text === '') return null;
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** An ISO 3166-1 alpha-2 country code, as "PT"; null for anything else. */
export const countryCode = (value: unknown) =>
  typeof value === 'string' && /^[a-z]{2}$/i.test(value.trim()) ? value.trim().toUpperCase() : null;

/** "1 step", "2,500 steps". */
export const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
