import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './language';

describe("the reader's languages", () => {
  it('come most wanted first, as base codes, each once', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.5')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('en;q=0.3, de-CH, nl;q=0.8')).toEqual(['de', 'nl', 'en']);
    expect(acceptedLanguages('PT-br')).toEqual(['pt']);
  });

  it('leave out "*", refused languages (q=0) and malformed tags', () => {
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages('it;q=0, es;q=abc, x1-bad, , de')).toEqual(['de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
