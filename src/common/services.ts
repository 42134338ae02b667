/** The optional outside services a feature depends on, and whether this server has each set up. */
export interface ServicesSetUp {
  /** Voice memo transcription (an OpenAI-compatible or Whisper service). */
  transcription: boolean;
  /** AI-written place descriptions; without it they are written offline from the place list. */
  aiDescriptions: boolean;
  /** E-mail through a mail server; without it invitations and reset links are kept on the server, not sent. */
  mail: boolean;
}

/** How this server takes payments for plans: `none` without Stripe and without the sandbox switched on. */
export type PaymentsSetUp = 'stripe' | 'sandbox' | 'none';

/** Said wherever a plan would be bought on a server that sells none. */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server.';

/** What a traveller reads about a feature this server cannot offer. */
export const NOT_AVAILABLE = 'not available on this server';

export const TRANSCRIPTION_UNAVAILABLE = 'Voice memo transcription is not available on this server.';

/** How an administrator sets each service up. */
export const SET_UP_HINTS: Record<keyof ServicesSetUp, string> = {
  transcription: 'Set OPENAI_API_KEY, or OPENAI_BASE_URL for a local Whisper server, and restart Roadbook.',
  aiDescriptions: 'Set ANTHROPIC_API_KEY or OPENAI_API_KEY and restart Roadbook for AI-written descriptions.',
  mail: 'Set SMTP_URL (and MAIL_FROM) and restart Roadbook to send e-mail; until then messages are kept in the outbox table and the server log.',
};

/** What a traveller reads about a feature that works without its service, in a plainer way. */
export const WRITTEN_OFFLINE = 'written offline from the place list';

/**
 * Plan features (as the plans list them) that need a service, and what they are without it: not offered, or
 * done offline (descriptions are then composed from the built-in place list, in the reader's language).
 */
export const FEATURE_SERVICES: Record<
  string,
  { service: keyof ServicesSetUp; without: 'unavailable' | 'offline' }
> = {
  'Voice memo transcription': { service: 'transcription', without: 'unavailable' },
  'AI location descriptions': { service: 'aiDescriptions', without: 'offline' },
  'Multi-language AI': { service: 'aiDescriptions', without: 'offline' },
};
