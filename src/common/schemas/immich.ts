import { z } from 'zod';
import { requiredText } from './fields';

const MAX_URL = 2000;

/** PUT /api/user/immich: the traveller's Immich server and an API key of theirs, with read permissions only. */
export const linkImmichSchema = z.object({
  url: requiredText('Server URL is required', MAX_URL)
    .transform((url) => url.replace(/\/+$/, ''))
    .refine((url) => {
      if (!URL.canParse(url)) return false;
      const { protocol, username, password } = new URL(url);
      return (protocol === 'http:' || protocol === 'https:') && !username && !password;
    }, 'Server URL must be an http or https address, such as https://photos.example.com'),
  apiKey: requiredText('API key is required', 200),
});
export type LinkImmichInput = z.infer<typeof linkImmichSchema>;

/** Immich's names of what the key may do: reading only, and nothing more is asked for. */
export const IMMICH_PERMISSIONS = ['user.read', 'album.read', 'asset.read', 'asset.view', 'asset.download'];
