import { guideThumbnailUrl, thumbnailUrl } from '@/lib/photo-urls';
import type { Photo } from '../../../common/contract/photos';
import { GUIDE_THUMBNAIL } from '../../../common/guide-thumbnail';

const { width: WIDTH, height: HEIGHT } = GUIDE_THUMBNAIL;
const JPEG_QUALITY = GUIDE_THUMBNAIL.quality / 100;

/**
 * Draws the image over the whole 4:3 frame, cutting off what sticks out, and encodes it as JPEG without
 * holding up the page (no data URL to build and decode again); the bytes go into the PDF as they are.
 */
async function coverAsJpeg(image: ImageBitmap): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  const scale = Math.max(WIDTH / image.width, HEIGHT / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.drawImage(image, (WIDTH - width) / 2, (HEIGHT - height) / 2, width, height);
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new Uint8Array(await jpeg.arrayBuffer());
}

/**
 * A photo's thumbnail as JPEG bytes the PDF can embed (jsPDF cannot embed the WebP thumbnails), or null when it
 * cannot be loaded, so one missing file does not stop the guide. The server sends thumbnails ready to embed; a
 * photo without one yet is converted here from its full-size file.
 */
export async function loadThumbnail(photo: Photo): Promise<Uint8Array | null> {
  try {
    if (photo.thumbnailFilename) {
      const response = await fetch(guideThumbnailUrl(photo.thumbnailFilename), { credentials: 'include' });
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    }
    const response = await fetch(thumbnailUrl(photo), { credentials: 'include' });
    if (!response.ok) return null;
    const image = await createImageBitmap(await response.blob());
    try {
      return await coverAsJpeg(image);
    } finally {
      image.close();
    }
  } catch {
    return null;
  }
}
