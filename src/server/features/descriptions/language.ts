/**
 * The languages of an Accept-Language header as codes, most wanted first ("de-CH,fr;q=0.9,en;q=0.8" →
 * ["de", "fr", "en"]); a language given more than once keeps its first place, and "*" and malformed tags are
 * left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const weighted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { code: tag.split('-')[0]?.toLowerCase() ?? '', weight, index };
    })
    .filter(({ code, weight }) => /^[a-z]{2,3}$/.test(code) && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(weighted.map(({ code }) => code))];
}
