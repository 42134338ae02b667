import type { Config } from '../../config';
import { createOpenAiTranscriber } from './openai-transcriber';
import type { Transcriber } from './transcriber';

/** Null without configuration: transcription then answers 503 with what to set. */
export function createTranscriber(config: Config): Transcriber | null {
  return config.openai
    ? createOpenAiTranscriber({
        apiKey: config.openai.apiKey,
        baseUrl: config.openai.baseUrl,
        model: config.openai.transcriptionModel,
        timeoutMs: config.providerTimeoutMs,
      })
    : null;
}
