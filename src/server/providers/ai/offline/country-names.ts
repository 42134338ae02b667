const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let codesByEnglishName: Map<string, string> | undefined;

/** Every region code Intl knows, by its English name ("United States" → "US"), built on first use. */
function codeOf(englishName: string): string | undefined {
  if (!codesByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codesByEnglishName = new Map();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const name = english.of(first + second);
        if (name) codesByEnglishName.set(name, first + second);
      }
    }
  }
  return codesByEnglishName.get(englishName);
}

/**
 * A place list region ("CA, United States", "France") with its country in the reader's language
 * ("CA, États-Unis"); a region whose last part is not a country is left as it is.
 */
export function regionIn(region: string, locale: string): string {
  const cut = region.lastIndexOf(', ');
  const country = region.slice(cut + 2);
  const code = codeOf(country);
  if (!code) return region;
  const local = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? country;
  return `${region.slice(0, cut + 2)}${local}`;
}
