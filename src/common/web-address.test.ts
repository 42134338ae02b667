import { describe, expect, it } from 'vitest';
import { isWebAddress, withScheme } from './web-address';

describe('web addresses', () => {
  it('puts https:// in front of an address typed without a scheme', () => {
    expect(withScheme('moab.com/arches')).toBe('https://moab.com/arches');
    expect(withScheme('http://moab.com')).toBe('http://moab.com');
    expect(withScheme('HTTPS://Moab.com')).toBe('HTTPS://Moab.com');
  });

  it.each([
    ['https://www.nps.gov/arch', true],
    ['http://localhost:5000/trips', true],
    ['https://moab', false],
    ['ftp://moab.com', false],
    ['https://mailto:someone@moab.com', false],
    ['https://javascript:alert(1)', false],
  ])('%s is a web address: %s', (address, expected) => {
    expect(isWebAddress(address)).toBe(expected);
  });
});
