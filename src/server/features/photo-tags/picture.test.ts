import { describe, expect, it } from 'vitest';
import { cameraTag, colourName, dominantColours, orientationTags } from './picture';
import { seasonTag } from './seasons';

describe('what is known about a picture', () => {
  it('names its orientation and panoramas', () => {
    expect(orientationTags(4000, 3000)).toEqual(['landscape']);
    expect(orientationTags(3000, 4000)).toEqual(['portrait']);
    expect(orientationTags(1000, 1010)).toEqual(['square']);
    expect(orientationTags(9000, 2000)).toEqual(['panorama', 'landscape']);
    expect(orientationTags(null, 100)).toEqual([]);
  });

  it('names colours and keeps those covering a fifth of the picture', () => {
    expect(colourName(20, 90, 200)).toBe('blue');
    expect(colourName(250, 250, 250)).toBe('white');
    expect(colourName(10, 10, 10)).toBe('black');
    expect(colourName(230, 120, 20)).toBe('orange');
    expect(colourName(30, 140, 40)).toBe('green');
    const pixels = new Uint8Array(
      [...Array(7)].flatMap(() => [20, 90, 200]).concat([250, 250, 250, 30, 140, 40, 30, 140, 40]),
    );
    expect(dominantColours(pixels, 3)).toEqual(['blue', 'green']);
  });

  it('names the camera once, in lower case', () => {
    expect(cameraTag('Canon', 'Canon EOS 5D')).toBe('canon eos 5d');
    expect(cameraTag('Apple', 'iPhone 12')).toBe('apple iphone 12');
    expect(cameraTag('NIKON CORPORATION', 'NIKON D750')).toBe('nikon d750');
    expect(cameraTag('Canon', undefined)).toBeNull();
  });

  it('gives the season for the hemisphere, and none in the tropics', () => {
    expect(seasonTag(5, 38.5)).toBe('summer');
    expect(seasonTag(5, -33.9)).toBe('winter');
    expect(seasonTag(0, 48.8)).toBe('winter');
    expect(seasonTag(9, 48.8)).toBe('autumn');
    expect(seasonTag(5, 10)).toBeNull();
  });
});
