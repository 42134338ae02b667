import { describe, expect, it } from 'vitest';
import { aiParagraphs, guideFileName, pdfText } from './pdf-text';

describe('pdfText', () => {
  it('keeps what the PDF fonts can print', () => {
    expect(pdfText('Café “Zion” – 5 € …')).toBe('Café “Zion” – 5 € …');
  });

  it('drops accents the fonts lack and replaces the rest', () => {
    expect(pdfText('Łódź → Kraków 東京')).toBe('?ódz -> Kraków ??');
  });
});

describe('guideFileName', () => {
  it('keeps only letters and digits of the title', () => {
    expect(guideFileName('Route 66: Chicago → L.A. (2024)!')).toBe('Route66ChicagoLA2024_travel_guide.pdf');
  });
});

describe('aiParagraphs', () => {
  it('splits at blank lines and strips bold markers', () => {
    expect(aiParagraphs('**Zion** is a park.\nIt has canyons.\n\n  \n\nVisit in **spring**.\n')).toEqual([
      'Zion is a park.\nIt has canyons.',
      'Visit in spring.',
    ]);
  });
});
