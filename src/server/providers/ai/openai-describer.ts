import { requestJson } from '../http-json';
import { ProviderError } from '../provider-error';
import type { Describer } from './describer';
import { descriptionPrompt, SYSTEM_PROMPT } from './prompt';

interface ChatResponse {
  choices?: { message?: { content?: string | null } }[];
}

export interface OpenAiChatSettings {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`), local model servers included. */
export function createOpenAiDescriber(settings: OpenAiChatSettings): Describer {
  return {
    source: 'openai',
    async describe(request) {
      const body = await requestJson<ChatResponse>(
        'The AI service',
        `${settings.baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            max_tokens: 700,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: descriptionPrompt(request) },
            ],
          }),
        },
        settings.timeoutMs,
      );
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new ProviderError('failed', 'The AI service answered without text');
      return text;
    },
  };
}
