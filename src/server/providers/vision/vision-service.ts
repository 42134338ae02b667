import { chatCompletion, type OpenAiChatSettings } from '../openai-chat';
import { ProviderError } from '../provider-error';

/** What a vision service makes of a photo: tags (lower-case English) and a one-line caption idea. */
export interface VisionReading {
  tags: string[];
  caption: string | null;
}

export interface VisionService {
  read(image: { bytes: Buffer; mimetype: string }, hints: { place: string | null }): Promise<VisionReading>;
}

const INSTRUCTIONS =
  'You tag travel photos for search. Answer with JSON only: {"tags": [...], "caption": "..."}. ' +
  'tags: up to 12 lower-case English words or short phrases for what is in the photo (objects in the singular, ' +
  'scenery, activity, weather). caption: one short sentence a traveller could use as the caption.';

/** The first JSON object in the answer: models often wrap it in prose or a code fence. */
function parseReading(text: string): VisionReading {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start)
    throw new ProviderError('failed', 'The vision service answered without JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ProviderError('failed', 'The vision service answered with malformed JSON');
  }
  const { tags, caption } = (parsed ?? {}) as { tags?: unknown; caption?: unknown };
  return {
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    caption: typeof caption === 'string' && caption.trim() !== '' ? caption.trim().slice(0, 300) : null,
  };
}

/** Any OpenAI-compatible chat endpoint that accepts images (`POST {baseUrl}/chat/completions`). */
export function createVisionService(settings: OpenAiChatSettings): VisionService {
  return {
    async read(image, hints) {
      const text = await chatCompletion('The vision service', settings, {
        maxTokens: 300,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: hints.place ? `The photo was taken near ${hints.place}.` : 'Tag this photo.',
              },
              {
                type: 'image_url',
                image_url: { url: `data:${image.mimetype};base64,${image.bytes.toString('base64')}` },
              },
            ],
          },
        ],
      });
      return parseReading(text);
    },
  };
}
