import { paragraphs } from '@/lib/paragraphs';

const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '≈': '~', '−': '-', '\u00a0': ' ' };

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char);
};

/**
 * Text the PDF's built-in fonts can print (they know Windows-1252 only): letters with other accents lose them,
 * anything else becomes "?".
 */
export function pdfText(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n' || printable(char)) result += char;
    else if (REPLACEMENTS[char]) result += REPLACEMENTS[char];
    else {
      const base = char.normalize('NFD').charAt(0);
      result += printable(base) ? base : '?';
    }
  }
  return result;
}

/** The AI description's paragraphs without Markdown "**" bold markers. */
export const aiParagraphs = (text: string) => paragraphs(text.replaceAll('**', ''));

/** The trip title reduced to letters and digits, with "_travel_guide.pdf" after it. */
export const guideFileName = (title: string) => `${title.replace(/[^a-zA-Z0-9]/g, '')}_travel_guide.pdf`;
