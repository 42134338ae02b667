const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, accents and punctuation removed, spaces collapsed: "São  Paulo!" → "sao paulo". */
export function normalizePlaceName(value: string): string {
  // The same steps for ASCII text (most place names), which has nothing to decompose, more quickly.
  if (!NON_ASCII.test(value))
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
