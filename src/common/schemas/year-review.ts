import { z } from 'zod';
import { idParam } from './fields';

const token = z.string().min(1).max(64);

/** /api/year-review/{token} */
export const reviewTokenParams = z.object({ token });

/** /api/year-review/{token}/photos/{photoId} */
export const reviewPhotoParams = z.object({ token, photoId: idParam('Photo id') });
