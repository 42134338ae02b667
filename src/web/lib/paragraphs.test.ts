import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('Moab sits in Utah.\nIt is small.\n\nArches is nearby.')).toEqual([
      'Moab sits in Utah.\nIt is small.',
      'Arches is nearby.',
    ]);
  });

  it('treats whitespace-only lines and runs of blank lines as one break', () => {
    expect(paragraphs('One.\n  \n\n\nTwo.\r\n\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('gives nothing for blank text', () => {
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});
