import { requestJson } from '../http-json';
import { ProviderError } from '../provider-error';
import type { Describer } from './describer';
import { descriptionPrompt, SYSTEM_PROMPT } from './prompt';

interface MessagesResponse {
  content?: { type: string; text?: string }[];
}

export interface AnthropicSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** The Anthropic Messages API (`POST {baseUrl}/v1/messages`). */
export function createAnthropicDescriber(settings: AnthropicSettings): Describer {
  return {
    source: 'anthropic',
    async describe(request) {
      const body = await requestJson<MessagesResponse>(
        'The AI service',
        `${settings.baseUrl}/v1/messages`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': settings.apiKey,
            'anthropic-version': '2023-06-01',
          },
          body: JSON.stringify({
            model: settings.model,
            max_tokens: 700,
            system: SYSTEM_PROMPT,
            messages: [{ role: 'user', content: descriptionPrompt(request) }],
          }),
        },
        settings.timeoutMs,
      );
      const text = (body.content ?? [])
        .filter((block) => block.type === 'text' && block.text)
        .map((block) => block.text)
        .join('\n')
        .trim();
      if (!text) throw new ProviderError('failed', 'The AI service answered without text');
      return text;
    },
  };
}
