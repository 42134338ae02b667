import { fileTypeFromFile } from 'file-type';
import { badRequest } from '../../http/errors';

export const MAX_VOICE_MEMO_BYTES = 25 * 1024 * 1024;
export const MAX_VOICE_MEMO_SECONDS = 3 * 60 * 60;

/** Browsers record WebM (Chrome, Firefox) or MP4 (Safari); a few other common audio files are accepted too. */
const AUDIO_TYPES: Record<string, { mimetype: string; extension: string }> = {
  webm: { mimetype: 'audio/webm', extension: 'webm' },
  ogg: { mimetype: 'audio/ogg', extension: 'ogg' },
  opus: { mimetype: 'audio/ogg', extension: 'ogg' },
  mp4: { mimetype: 'audio/mp4', extension: 'm4a' },
  m4a: { mimetype: 'audio/mp4', extension: 'm4a' },
  mp3: { mimetype: 'audio/mpeg', extension: 'mp3' },
  wav: { mimetype: 'audio/wav', extension: 'wav' },
};

/** The kind of audio, decided by the file's bytes. */
export async function detectAudio(path: string): Promise<{ mimetype: string; extension: string }> {
  const type = await fileTypeFromFile(path);
  const audio = type ? AUDIO_TYPES[type.ext] : undefined;
  if (!audio) throw badRequest('Voice memos must be WebM, Ogg, MP4, MP3 or WAV audio');
  return audio;
}

export function parseDuration(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_VOICE_MEMO_SECONDS) {
    throw badRequest('Duration must be a number of seconds');
  }
  return Math.round(seconds);
}
