import { describe, expect, it } from 'vitest';
import { tileOrigin } from './security';

describe('tileOrigin', () => {
  it('finds the origin of a tile URL template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.org:8080/{z}/{x}/{y}.png?key={apiKey}')).toBe(
      'https://a.tiles.example.org:8080',
    );
    expect(tileOrigin('http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4567');
    expect(tileOrigin('not a url')).toBeUndefined();
  });
});
