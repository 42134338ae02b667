const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The first language of an Accept-Language header as an English name ("fr-CA,fr;q=0.9" → "French"); null for English or none. */
export function preferredLanguage(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return null;
  const base = first.split('-')[0]?.toLowerCase() ?? '';
  if (base === 'en' || !/^[a-z]{2,3}$/.test(base)) return null;
  try {
    const name = languageNames.of(base);
    return name && name !== base ? name : null;
  } catch {
    return null;
  }
}
