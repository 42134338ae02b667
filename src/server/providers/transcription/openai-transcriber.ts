import { requestJson } from '../http-json';
import { ProviderError } from '../provider-error';
import type { Transcriber } from './transcriber';

export interface OpenAiTranscriberSettings {
  apiKey?: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** `POST {baseUrl}/audio/transcriptions`, as OpenAI and local Whisper servers answer it. */
export function createOpenAiTranscriber(settings: OpenAiTranscriberSettings): Transcriber {
  return {
    async transcribe(audio) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.data)], { type: audio.mimetype }), audio.filename);
      form.append('model', settings.model);
      form.append('response_format', 'json');
      const body = await requestJson<{ text?: unknown }>(
        'The transcription service',
        `${settings.baseUrl}/audio/transcriptions`,
        {
          method: 'POST',
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
          body: form,
        },
        settings.timeoutMs,
      );
      if (typeof body.text !== 'string')
        throw new ProviderError('failed', 'The transcription service answered without text');
      return body.text.trim();
    },
  };
}
