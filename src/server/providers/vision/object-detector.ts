import { Worker } from 'node:worker_threads';
import { fromProjectRoot } from '../../paths';
import { ProviderError } from '../provider-error';

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

/** The size of picture the model looks at: larger ones are scaled down by it anyway. */
export const DETECTOR_INPUT_SIZE = 512;

export interface ObjectDetector {
  detect(picture: RgbPicture): Promise<DetectedObject[]>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  objects?: DetectedObject[];
  error?: string;
}

/** A photo that takes longer than this (the model takes well under a second) is given up on. */
const DETECT_TIMEOUT_MS = 60_000;

/**
 * The offline object detector in a worker thread of its own, started with the first photo and kept: loading
 * the model takes a moment, and running it never holds up requests on the main thread.
 */
export function createObjectDetector(): ObjectDetector {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve(objects: DetectedObject[]): void; reject(error: Error): void }>();

  function failAll(error: Error) {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(fromProjectRoot('src/server/providers/vision/detect-worker.mjs'));
    thread.unref();
    thread.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (reply.error !== undefined) pending.reject(new ProviderError('failed', reply.error));
      else pending.resolve(reply.objects ?? []);
    });
    thread.on('error', (error) => failAll(new ProviderError('failed', error.message)));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new ProviderError('failed', 'The object detector stopped'));
    });
    worker = thread;
    return thread;
  }

  return {
    detect(picture) {
      const id = nextId++;
      return new Promise<DetectedObject[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new ProviderError('timeout', 'The object detector took too long'));
        }, DETECT_TIMEOUT_MS);
        waiting.set(id, {
          resolve: (objects) => {
            clearTimeout(timer);
            resolve(objects);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        started().postMessage({ id, picture }, [picture.pixels.buffer as ArrayBuffer]);
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
