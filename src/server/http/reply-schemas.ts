import { z } from 'zod';

/** A file's bytes, as the API's description names them; they are sent as they are, never serialised. */
const fileBytes = z.string().meta({ format: 'binary' });

/** A reply carrying a file or a stream of one of `mediaTypes`, for the API's description. */
export function fileReply(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])),
  };
}

/** The replies of a stored file sent by `sendStoredFile`: whole, or the byte range asked for. */
export function storedFileReplies(what: string, mediaTypes: readonly string[]) {
  return { 200: fileReply(what, mediaTypes), 206: fileReply(`Part of ${what.toLowerCase()}`, mediaTypes) };
}

/** A redirect: no body, where the browser goes next in `Location`. */
export function redirectReply(description: string) {
  return z.null().meta({
    description,
    headers: { location: { type: 'string', description: 'Where the browser goes next' } },
  });
}
