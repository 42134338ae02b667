import { apiErrorFrom } from './api';

export interface SentForm<T> {
  done: Promise<T>;
  abort: () => void;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a form (posts it, unless told another method) with XMLHttpRequest, whose upload events report the bytes sent (fetch cannot): `onProgress` follows
 * them up to `beforeReply` percent, and reaches 100 with the server's answer.
 */
export function sendForm<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  {
    beforeReply = 90,
    failure = 'The files could not be sent',
    headers = {},
    method = 'POST',
  }: { beforeReply?: number; failure?: string; headers?: Record<string, string>; method?: string } = {},
): SentForm<T> {
  const request = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress(Math.min(beforeReply, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFrom(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as T;
        onProgress(100);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new TypeError(failure));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
  });
  request.open(method, url);
  request.withCredentials = true;
  for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
  request.send(form);
  return { done, abort: () => request.abort() };
}
