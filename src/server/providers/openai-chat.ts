import { requestJson } from './http-json';
import { ProviderError } from './provider-error';

export interface OpenAiChatSettings {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** A message part: text, or an image as a URL (a `data:` URL carries it inline). */
type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ContentPart[];
}

interface ChatResponse {
  choices?: { message?: { content?: string | null } }[];
}

/**
 * One answer of an OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`), local model servers
 * included: the text of its first choice. `service` names it in errors ("The AI service").
 */
export async function chatCompletion(
  service: string,
  settings: OpenAiChatSettings,
  request: { maxTokens: number; messages: ChatMessage[] },
): Promise<string> {
  const body = await requestJson<ChatResponse>(
    service,
    `${settings.baseUrl}/chat/completions`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        max_tokens: request.maxTokens,
        messages: request.messages,
      }),
    },
    settings.timeoutMs,
  );
  const text = body.choices?.[0]?.message?.content?.trim();
  if (!text) throw new ProviderError('failed', `${service} answered without text`);
  return text;
}
