import { describe, expect, it } from 'vitest';
import { preloadWhenIdle, whenIdle } from './when-idle';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenIdle', () => {
  it('runs the task at the latest after its timeout, and never once cancelled', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'), 5);
    const cancel = whenIdle(() => ran.push('cancelled'), 5);
    cancel();
    await pause(40);
    expect(ran).toEqual(['kept']);
  });

  it('asks for every part once idle, a failing one costing the others nothing', async () => {
    const asked: string[] = [];
    preloadWhenIdle(
      [
        async () => asked.push('dialog'),
        () => Promise.reject(new Error('the connection dropped')),
        async () => asked.push('form'),
      ],
      5,
    );
    await pause(40);
    expect(asked).toEqual(['dialog', 'form']);
  });
});
