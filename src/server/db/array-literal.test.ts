import { describe, expect, it } from 'vitest';
import { plainArrayLiteral } from './array-literal';

describe('plainArrayLiteral', () => {
  it('writes numbers and times as PostgreSQL reads them, a missing value as NULL', () => {
    expect(plainArrayLiteral([1.5, null, -2e-7, '2026-05-01T12:00:00.000Z'])).toBe(
      '{1.5,NULL,-2e-7,2026-05-01T12:00:00.000Z}',
    );
    expect(plainArrayLiteral([])).toBe('{}');
  });
});
