/** Lower case, accents and punctuation removed, spaces collapsed: "São  Paulo!" → "sao paulo". */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
