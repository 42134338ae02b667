import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../../src/server/config';

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  /** The variables that point a Roadbook server at it. */
  env: Record<string, string>;
  config: S3Config;
  /** The objects it holds, as `area/name` keys. */
  keys(): string[];
  /** Stops answering (the process is killed); `start` brings it back on the same port with the same files. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function spawnS3rver(directory: string, bucket: string, port: number) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3rver-process.mjs'), directory, bucket, String(port)],
    {
      env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // A test that fails or times out before its clean-up must not leave the server running.
  const killWithTests = () => child.kill('SIGKILL');
  process.once('exit', killWithTests);
  child.once('exit', () => process.off('exit', killWithTests));
  const listening = new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/s3rver listening on (\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${output}`)));
  });
  return { child, listening };
}

/** A real S3-protocol server (s3rver) in a process of its own, with one empty bucket, files in a temporary folder. */
export async function startS3Server(bucket = 'roadbook-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-s3-'));
  let running: { child: ChildProcess; listening: Promise<number> } | null = spawnS3rver(directory, bucket, 0);
  const port = await running.listening;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!running) return;
    const { child } = running;
    running = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: { bucket, endpoint, region: 'us-east-1', credentials: KEYS, forcePathStyle: true },
    keys() {
      const root = path.join(directory, bucket);
      return fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => entry.endsWith('._S3rver_object'))
        .map((entry) => entry.replace(/\._S3rver_object$/, ''))
        .sort();
    },
    stop,
    async start() {
      running ??= spawnS3rver(directory, bucket, port);
      await running.listening;
    },
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
