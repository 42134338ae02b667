import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/trips/3', '/trips/3?tab=photos#map', '/profile', '/'])('keeps the page %s', (path) =>
    expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    null,
    undefined,
    '',
    'trips/3',
    'https://evil.example/trips/3',
    '//evil.example/trips/3',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/api/logout',
    '/auth',
  ])('sends %o home', (value) => expect(safeReturnPath(value)).toBe('/'));
});
