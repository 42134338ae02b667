import { type ChildProcess, fork } from 'node:child_process';
import { fromProjectRoot } from '../paths';
import { ProviderError } from '../providers/provider-error';

export interface DetectedObject {
  /** A COCO class name: "dog", "person", "traffic light" … */
  label: string;
  score: number;
}

/** An upright picture as RGB bytes, row after row. */
export interface RgbPicture {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** The size of picture the object detector looks at: larger ones are scaled down by it anyway. */
export const DETECTOR_INPUT_SIZE = 512;

export interface Look {
  /** The picture at most `sampleSize` a side. */
  sample: RgbPicture;
  objects: DetectedObject[];
}

export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation, 1 when upright. */
  orientation: number;
}

/**
 * Image work on pixels, in a process of its own (process.mjs): started with the first piece of work, ended once
 * none has come for `idleMs`.
 */
export interface ImageProcess {
  /** Size and orientation of the picture in `source`, from its header. */
  header(source: string): Promise<ImageHeader>;
  /** A WebP of the picture, upright, at most `size` a side. */
  thumbnail(source: string, size: number): Promise<Buffer>;
  /** A JPEG of the picture (a file, or its bytes) cut to fill `frame`, written to `destination`. */
  framed(
    source: string | Buffer,
    destination: string,
    frame: { width: number; height: number; quality: number },
  ): Promise<void>;
  /** Writes the picture in `source` upright and without metadata to `destination`, in the same format. */
  sharedCopy(source: string, destination: string, mimetype: string): Promise<void>;
  /** A sample of the picture `sampleSize` a side at most, and the objects the offline detector finds in it. */
  look(source: string, sampleSize: number): Promise<Look>;
  /** Ends the process; work under way fails (its jobs run again later). */
  close(): Promise<void>;
}

export interface ImageProcessOptions {
  /** Background work runs at the lowest processor priority; work a request waits for, at the server's. */
  priority: 'background' | 'request';
  /** How long the process is kept with nothing to do. */
  idleMs?: number;
}

/** A photo that takes longer than this (the model takes well under a second) is given up on. */
const WORK_TIMEOUT_MS = 60_000;
const IDLE_MS = 10_000;

interface Reply {
  id: number;
  output?: unknown;
  error?: string;
}

export function createImageProcess(options: ImageProcessOptions): ImageProcess {
  const idleMs = options.idleMs ?? IDLE_MS;
  let child: ChildProcess | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | null = null;
  const waiting = new Map<
    number,
    { worker: ChildProcess; resolve(output: unknown): void; reject(error: Error): void }
  >();

  /** Fails the work sent to `worker`: a process that ended takes only its own work with it. */
  const failAll = (worker: ChildProcess, error: Error) => {
    for (const [id, pending] of waiting) {
      if (pending.worker !== worker) continue;
      waiting.delete(id);
      pending.reject(error);
    }
  };

  function end(worker: ChildProcess): Promise<void> {
    if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.kill('SIGKILL');
    return exited;
  }

  function endWhenIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (waiting.size > 0 || !child) return;
    const idle = child;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (child === idle && waiting.size === 0) {
        child = null;
        void end(idle);
      }
    }, idleMs);
    idleTimer.unref();
  }

  function started(): ChildProcess {
    if (child) return child;
    // No flags of the server's (a profiler, the TypeScript loader): the process runs plain JavaScript.
    const worker = fork(fromProjectRoot('src/server/image-process/process.mjs'), [options.priority], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (reply.error !== undefined) pending.reject(new ProviderError('failed', reply.error));
      else pending.resolve(reply.output);
      endWhenIdle();
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      // Work sent just as the process died cannot be written to it: that is the process having stopped.
      const stopped = error.code === 'EPIPE' || error.code === 'ERR_IPC_CHANNEL_CLOSED';
      failAll(worker, new ProviderError('failed', stopped ? 'The image process stopped' : error.message));
    });
    worker.on('exit', () => {
      if (child === worker) child = null;
      failAll(worker, new ProviderError('failed', 'The image process stopped'));
    });
    child = worker;
    return worker;
  }

  function run<T>(operation: string, input: object): Promise<T> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const worker = started();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new ProviderError('timeout', 'The image process took too long'));
        // Stuck on this picture: the next piece of work gets a process of its own.
        if (child === worker) child = null;
        void end(worker);
      }, WORK_TIMEOUT_MS);
      waiting.set(id, {
        worker,
        resolve: (output) => {
          clearTimeout(timer);
          resolve(output as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.send({ id, operation, input });
    });
  }

  return {
    header: (source) => run<ImageHeader>('metadata', { source }),
    async thumbnail(source, size) {
      const bytes = await run<Uint8Array>('thumbnail', { source, size });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async framed(source, destination, frame) {
      await run('framed', { source, destination, ...frame });
    },
    async sharedCopy(source, destination, mimetype) {
      await run('shared-copy', { source, destination, mimetype });
    },
    look: (source, sampleSize) =>
      run<Look>('look', { source, sampleSize, detectorSize: DETECTOR_INPUT_SIZE }),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const worker = child;
      child = null;
      if (worker) await end(worker);
    },
  };
}
