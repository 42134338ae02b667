import fs from 'node:fs';
import { fromProjectRoot } from '../../src/server/paths';

/** A short real recording (see test/fixtures). */
export const sampleMemo = () => fs.readFileSync(fromProjectRoot('test/fixtures/voice-memo.webm'));

/** A voice memo as the browser sends it to `POST /api/stops/:id/voice-memo`. */
export function voiceMemoForm(bytes: Buffer = sampleMemo(), duration = '2'): FormData {
  const form = new FormData();
  form.append('duration', duration);
  form.append('voiceMemo', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'voice-memo.webm');
  return form;
}
