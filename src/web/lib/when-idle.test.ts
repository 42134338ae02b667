import { describe, expect, it } from 'vitest';
import { whenIdle } from './when-idle';

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
});
