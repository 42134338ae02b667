import { chatCompletion, type OpenAiChatSettings } from '../openai-chat';
import type { Describer } from './describer';
import { descriptionPrompt, SYSTEM_PROMPT } from './prompt';

/** Any OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`), local model servers included. */
export function createOpenAiDescriber(settings: OpenAiChatSettings): Describer {
  return {
    source: 'openai',
    describe: (request) =>
      chatCompletion('The AI service', settings, {
        maxTokens: 700,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: descriptionPrompt(request) },
        ],
      }),
  };
}
