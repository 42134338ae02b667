import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalize';

describe('normalizePlaceName', () => {
  it('lowers case and turns every run of other characters into one space, ASCII or not', () => {
    expect(normalizePlaceName('  Fort-Collins!! (CO) ')).toBe('fort collins co');
    expect(normalizePlaceName('São  Paulo!')).toBe('sao paulo');
    expect(normalizePlaceName("Coeur d'Alene")).toBe('coeur d alene');
    expect(normalizePlaceName('Ærøskøbing — Łódź')).toBe('ærøskøbing łodz');
    expect(normalizePlaceName('Москва 2')).toBe('москва 2');
    expect(normalizePlaceName('...')).toBe('');
  });
});
