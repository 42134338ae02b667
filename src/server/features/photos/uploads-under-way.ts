import { setTimeout as delay } from 'node:timers/promises';

/** A traveller's next photo of a batch follows the last within this; after it, this server counts as quiet. */
const QUIET_MS = 300;
/** However long uploads keep coming, background work waits no longer than this, then runs beside them. */
const LONGEST_WAIT_MS = 5_000;

/**
 * Photo uploads under way on this server. The image work that follows an upload (the copy without metadata,
 * tagging) takes several times the CPU of the upload itself; run beside the next photo of a batch, it makes that
 * upload wait for the processor. So it waits for a lull (decision record 025).
 */
export class UploadsUnderWay {
  private underWay = 0;
  private lastEnded = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly longestWaitMs = LONGEST_WAIT_MS,
  ) {}

  /** For jobs failed after `jobTimeoutSeconds`: they wait at most a quarter of it, however short it is set. */
  static forJobs(jobTimeoutSeconds: number): UploadsUnderWay {
    return new UploadsUnderWay(QUIET_MS, Math.min(LONGEST_WAIT_MS, jobTimeoutSeconds * 250));
  }

  /** Counts an upload as under way until the function returned is called. */
  begin(): () => void {
    this.underWay += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.underWay -= 1;
      this.lastEnded = performance.now();
    };
  }

  /**
   * Resolves once no upload has been under way for a moment, or after the longest wait; rejects with the
   * signal's reason as soon as it aborts.
   */
  async wait(signal?: AbortSignal): Promise<void> {
    const giveUpAt = performance.now() + this.longestWaitMs;
    for (;;) {
      signal?.throwIfAborted();
      const now = performance.now();
      const quietFor = this.underWay > 0 ? 0 : now - this.lastEnded;
      if (quietFor >= this.quietMs || now >= giveUpAt) return;
      await delay(Math.min(this.quietMs - quietFor, giveUpAt - now), undefined, { signal }).catch(() => {});
    }
  }
}
