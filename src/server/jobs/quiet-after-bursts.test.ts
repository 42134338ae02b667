import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietAfterBursts } from './quiet-after-bursts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the quiet after a burst of jobs', () => {
  it('is told once, five seconds after the last of many jobs, and not while jobs still run', async () => {
    const quiet = quietAfterBursts();
    const told = vi.fn();
    quiet.listen(told);
    for (let job = 0; job < 25; job += 1) await quiet.handling(Promise.resolve(job));
    let finish: () => void = () => {};
    const longJob = quiet.handling(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    vi.advanceTimersByTime(10_000);
    expect(told).not.toHaveBeenCalled();
    finish();
    await longJob;
    vi.advanceTimersByTime(4_999);
    expect(told).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(told).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('counts a failed job, and is not told after the few jobs of routine passes, however many minutes pass', async () => {
    const quiet = quietAfterBursts();
    const told = vi.fn();
    quiet.listen(told);
    for (let minute = 0; minute < 30; minute += 1) {
      for (let job = 0; job < 3; job += 1) await quiet.handling(Promise.resolve(job));
      vi.advanceTimersByTime(60_000);
    }
    expect(told).not.toHaveBeenCalled();
    for (let job = 0; job < 20; job += 1)
      await quiet.handling(Promise.reject(new Error('failed'))).catch(() => {});
    vi.advanceTimersByTime(5_000);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('is not told once stopped', async () => {
    const quiet = quietAfterBursts();
    const told = vi.fn();
    quiet.listen(told);
    for (let job = 0; job < 20; job += 1) await quiet.handling(Promise.resolve(job));
    quiet.stop();
    vi.advanceTimersByTime(10_000);
    expect(told).not.toHaveBeenCalled();
  });
});
