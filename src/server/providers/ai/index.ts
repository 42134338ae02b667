import type { Config } from '../../config';
import { createAnthropicDescriber } from './anthropic-describer';
import type { Describer } from './describer';
import { createOfflineDescriber } from './offline-describer';
import { createOpenAiDescriber } from './openai-describer';

/** Anthropic when its key is set, else an OpenAI-compatible endpoint, else the offline description. */
export function createDescriber(config: Config): Describer {
  if (config.anthropic)
    return createAnthropicDescriber({ ...config.anthropic, timeoutMs: config.providerTimeoutMs });
  if (config.openai) {
    return createOpenAiDescriber({
      apiKey: config.openai.apiKey,
      baseUrl: config.openai.baseUrl,
      model: config.openai.chatModel,
      timeoutMs: config.providerTimeoutMs,
    });
  }
  return createOfflineDescriber();
}
