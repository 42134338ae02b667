import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { UploadsUnderWay } from './uploads-under-way';

// Generous against a busy machine: the longest wait is never reached by the tests not about it.
const QUIET_MS = 200;
const LONGEST_WAIT_MS = 10_000;

async function waited(lull: UploadsUnderWay): Promise<number> {
  const started = performance.now();
  await lull.wait();
  return performance.now() - started;
}

describe('UploadLull', () => {
  it('lets work through at once when no upload came', async () => {
    expect(await waited(new UploadsUnderWay(QUIET_MS, LONGEST_WAIT_MS))).toBeLessThan(QUIET_MS);
  });

  it('holds work while an upload is under way and for a moment after it', async () => {
    const lull = new UploadsUnderWay(QUIET_MS, LONGEST_WAIT_MS);
    const ended = lull.begin();
    let through = false;
    const waiting = lull.wait().then(() => {
      through = true;
    });
    await delay(300);
    expect(through).toBe(false);
    const endedAt = performance.now();
    ended();
    ended();
    await waiting;
    expect(performance.now() - endedAt).toBeGreaterThanOrEqual(QUIET_MS - 5);
    // Quiet since: the next piece of work goes through at once.
    expect(await waited(lull)).toBeLessThan(QUIET_MS);
  });

  it('waits for the last of several uploads', async () => {
    const lull = new UploadsUnderWay(QUIET_MS, LONGEST_WAIT_MS);
    const first = lull.begin();
    const second = lull.begin();
    first();
    const waiting = waited(lull);
    await delay(300);
    second();
    expect(await waiting).toBeGreaterThanOrEqual(300 + QUIET_MS - 5);
  });

  it('lets work through after the longest wait however long uploads go on', async () => {
    const lull = new UploadsUnderWay(QUIET_MS, 400);
    lull.begin();
    const took = await waited(lull);
    expect(took).toBeGreaterThanOrEqual(395);
    expect(took).toBeLessThan(5000);
  });

  it('waits at most a quarter of the time a job may take', async () => {
    const lull = UploadsUnderWay.forJobs(1);
    lull.begin();
    const took = await waited(lull);
    expect(took).toBeGreaterThanOrEqual(245);
    expect(took).toBeLessThan(5000);
  });
});
