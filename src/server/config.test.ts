import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults on a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:5000',
      adminUsernames: [],
      trustProxy: false,
      oidc: undefined,
      s3: undefined,
      stripe: undefined,
      paymentsSandbox: false,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('sizes the database pool by the processor unless told', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.min(os.availableParallelism() * 2 + 1, 20));
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/roadbook',
      DATABASE_URL: 'postgres://app@db:5432/roadbook',
      APP_URL: 'https://trips.example.com/',
      ADMIN_USERNAMES: ' alice, bob ,,',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://mail:25',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'roadbook',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/roadbook',
      databaseUrl: 'postgres://app@db:5432/roadbook',
      appUrl: 'https://trips.example.com',
      adminUsernames: ['alice', 'bob'],
      trustProxy: true,
      mail: { smtpUrl: 'smtp://mail:25' },
      oidc: { issuer: 'https://id.example.com', clientId: 'roadbook' },
    });
  });

  it('switches files to an S3 bucket with S3_BUCKET, in us-east-1 unless told', () => {
    expect(loadConfig({ S3_BUCKET: 'trips' }).s3).toEqual({
      bucket: 'trips',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'trips',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'trips',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000' }).s3).toBeUndefined();
  });

  it('sells plans through the sandbox only when PAYMENTS_SANDBOX switches it on', () => {
    expect(loadConfig({ PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ PAYMENTS_SANDBOX: '' }).paymentsSandbox).toBe(false);
  });

  it('reads SECRET_KEY as 32 bytes, written in hexadecimal or base64', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
    expect(loadConfig({ SECRET_KEY: key.toString('hex') }).secretKey).toEqual(key);
    expect(loadConfig({ SECRET_KEY: '' }).secretKey).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: DATABASE_URL must be a URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID: required when OIDC_ISSUER is set'],
    [{ S3_BUCKET: 'trips', S3_ENDPOINT: 'minio 9000' }, 'S3_ENDPOINT: S3_ENDPOINT must be a URL'],
    [{ S3_BUCKET: 'trips', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both'],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
    [{ PAYMENTS_SANDBOX: 'on' }, 'PAYMENTS_SANDBOX'],
    [{ SECRET_KEY: 'correct horse battery staple' }, 'SECRET_KEY: SECRET_KEY must be 32 bytes'],
  ])('names the bad variable in %o', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});
