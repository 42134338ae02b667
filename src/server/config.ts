import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { decodeSecretKey } from './secrets/key-text';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), `${name} must be a URL`);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Two connections for each processor core, and one more: PostgreSQL works a connection's statement on one core at
 * a time, so more connections only queue inside the database, and each holds memory of its own (decision record
 * 027). At most 20, which leaves room under the embedded PostgreSQL's 50 connections for the upload lane,
 * the listener, and a tool (`npm run seed`, `npm run admin`) beside a running server.
 */
const MAX_DEFAULT_POOL = 20;
const defaultPoolSize = () => Math.min(os.availableParallelism() * 2 + 1, MAX_DEFAULT_POOL);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(defaultPoolSize),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  APP_URL: optionalUrl('APP_URL'),
  ADMIN_USERNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().trim().min(3).default('Roadbook <no-reply@roadbook.local>'),
  TILE_URL: z.string().trim().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: optionalUrl('GEOCODER_URL'),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalUrl('ANTHROPIC_BASE_URL'),
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-4-5'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
  OPENAI_CHAT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  VISION_BASE_URL: optionalUrl('VISION_BASE_URL'),
  VISION_API_KEY: optionalText,
  VISION_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  PROVIDER_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  PAYMENTS_SANDBOX: booleanFlag,
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email('SUPPORT_EMAIL must be an e-mail address'))
    .default('support@roadbook.local'),
  SECRET_KEY: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const key = decodeSecretKey(value);
    if (key) return key;
    context.addIssue({
      code: 'custom',
      message: 'SECRET_KEY must be 32 bytes, as 64 hexadecimal digits or in base64 (openssl rand -base64 32)',
    });
    return z.NEVER;
  }),
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded database under dataDir is used. */
  databaseUrl?: string;
  /** Connections each server process holds. */
  databasePoolSize: number;
  /** A statement running longer is cancelled. */
  statementTimeoutSeconds: number;
  /** Public address of the app, used in links sent by e-mail. */
  appUrl: string;
  adminUsernames: string[];
  trustProxy: boolean;
  logLevel: string;
  mail: { smtpUrl?: string; from: string };
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  map: { tileUrl: string; tileAttribution: string };
  /** A Nominatim-compatible service; without it places come from the offline gazetteer. */
  geocoderUrl?: string;
  /** Anthropic Messages API for place descriptions; preferred when set. */
  anthropic?: { apiKey: string; baseUrl: string; model: string };
  /** An OpenAI-compatible API (or a local server speaking it) for descriptions and transcription. */
  openai?: { apiKey?: string; baseUrl: string; chatModel: string; transcriptionModel: string };
  /** An OpenAI-compatible chat endpoint that accepts images: richer photo tags and caption ideas. */
  vision?: { baseUrl: string; apiKey?: string; model: string };
  /** Background jobs: one running longer, or whose server died, is failed and retried. */
  jobs: { timeoutSeconds: number };
  /** How long AI and transcription calls may take. */
  providerTimeoutMs: number;
  /** Stripe when both keys are set; it is preferred to the sandbox. */
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string };
  /**
   * The sandbox payment provider (Stripe's test cards, no money moves), only when switched on: without it and
   * without Stripe no plan is sold, only raised by promo codes (decision record 029).
   */
  paymentsSandbox: boolean;
  supportEmail: string;
  /** Photos, thumbnails and memos in an S3-compatible bucket instead of `dataDir/uploads`. */
  s3?: S3Config;
  /**
   * The 32-byte key values such as travellers' API keys are sealed with; without it, one kept in the data folder
   * beside the embedded database (decision record 039).
   */
  secretKey?: Buffer;
}

export interface S3Config {
  bucket: string;
  /** Any S3-compatible server; AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Without keys the AWS SDK's usual sources (AWS_* variables, an instance role) are used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`, as most self-hosted servers need. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Reads every environment variable the server understands; throws ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    statementTimeoutSeconds: e.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminUsernames: e.ADMIN_USERNAMES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    map: { tileUrl: e.TILE_URL, tileAttribution: e.TILE_ATTRIBUTION },
    geocoderUrl: e.GEOCODER_URL?.replace(/\/+$/, ''),
    providerTimeoutMs: e.PROVIDER_TIMEOUT_SECONDS * 1000,
    vision: e.VISION_BASE_URL
      ? { baseUrl: e.VISION_BASE_URL.replace(/\/+$/, ''), apiKey: e.VISION_API_KEY, model: e.VISION_MODEL }
      : undefined,
    jobs: { timeoutSeconds: e.JOB_TIMEOUT_SECONDS },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    paymentsSandbox: e.PAYMENTS_SANDBOX,
    supportEmail: e.SUPPORT_EMAIL,
    anthropic: e.ANTHROPIC_API_KEY
      ? {
          apiKey: e.ANTHROPIC_API_KEY,
          baseUrl: (e.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com').replace(/\/+$/, ''),
          model: e.ANTHROPIC_MODEL,
        }
      : undefined,
    openai:
      e.OPENAI_API_KEY || e.OPENAI_BASE_URL
        ? {
            apiKey: e.OPENAI_API_KEY,
            baseUrl: (e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
            chatModel: e.OPENAI_CHAT_MODEL,
            transcriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
          }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    secretKey: e.SECRET_KEY,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
  };
}
