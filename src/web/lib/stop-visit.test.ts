import { describe, expect, it } from 'vitest';
import { formatDeparture, isWebAddress, websiteLabel } from './stop-visit';

describe('a stop visit', () => {
  it('gives the time alone for a departure on the day of arrival, else the date too', () => {
    expect(formatDeparture('2026-11-17T14:00:00', '2026-11-17T10:30:00')).toBe('2:00 PM');
    expect(formatDeparture('2026-11-18T09:05:00', '2026-11-17T10:30:00')).toBe('Nov 18, 2026 at 9:05 AM');
    expect(formatDeparture('2026-11-18T09:05:00', null)).toBe('Nov 18, 2026 at 9:05 AM');
  });

  it('names a website by its host and links only web addresses', () => {
    expect(websiteLabel('https://www.nps.gov/yose/index.htm')).toBe('nps.gov');
    expect(websiteLabel('http://bigsurcalifornia.org')).toBe('bigsurcalifornia.org');
    expect(isWebAddress('https://en.wikipedia.org/wiki/Bixby_Creek_Bridge')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(websiteLabel('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
