import { describe, expect, it } from 'vitest';
import { photoFiles, voiceMemoFiles } from './owned-files';

describe('the files a photo or a voice memo owns', () => {
  it('are a photo’s original, copy without metadata, thumbnail and the guide’s JPEG of that', () => {
    const photo = { filename: 'a.jpg', sharedFilename: 'a.jpg', thumbnailFilename: 'a.webp' };
    expect(photoFiles(photo)).toEqual([
      { area: 'photos', name: 'a.jpg' },
      { area: 'shared', name: 'a.jpg' },
      { area: 'thumbs', name: 'a.webp' },
      { area: 'thumbs', name: 'a.webp.guide.jpg' },
    ]);
  });

  it('name the copy a job may be making after the original, and no thumbnail the photo has none of', () => {
    const photo = { filename: 'b.png', sharedFilename: null, thumbnailFilename: null };
    expect(photoFiles(photo)).toEqual([
      { area: 'photos', name: 'b.png' },
      { area: 'shared', name: 'b.png' },
    ]);
  });

  it('are a memo’s one file, and none for a stop without a memo', () => {
    expect(voiceMemoFiles('m.webm')).toEqual([{ area: 'voice', name: 'm.webm' }]);
    expect(voiceMemoFiles(null)).toEqual([]);
  });
});
