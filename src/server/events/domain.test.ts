import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain';

const logger = () => {
  const warnings: unknown[] = [];
  return { warnings, warn: (obj: unknown) => void warnings.push(obj) };
};

describe('domain events', () => {
  it('hands the payload to every subscriber of the event alone, and waits for them', async () => {
    const log = logger();
    const events = createDomainEvents(log);
    const heard: string[] = [];
    events.on('tripChanged', async ({ tripId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(`first ${tripId}`);
    });
    events.on('tripChanged', ({ tripId }) => void heard.push(`second ${tripId}`));
    events.on('planChanged', () => void heard.push('plan'));
    await events.emit('tripChanged', { tripId: 7 });
    expect(heard.sort()).toEqual(['first 7', 'second 7']);
    expect(log.warnings).toEqual([]);
  });

  it('logs a subscriber’s failure, still runs the others, and never fails the one announcing', async () => {
    const log = logger();
    const events = createDomainEvents(log);
    const heard: number[] = [];
    events.on('tripChanged', () => {
      throw new Error('thrown');
    });
    events.on('tripChanged', async () => {
      throw new Error('rejected');
    });
    events.on('tripChanged', ({ tripId }) => void heard.push(tripId));
    await expect(events.emit('tripChanged', { tripId: 3 })).resolves.toBeUndefined();
    expect(heard).toEqual([3]);
    expect(log.warnings).toHaveLength(2);
    expect(log.warnings[0]).toMatchObject({ event: 'tripChanged' });
  });

  it('announces to no one when nothing subscribed', async () => {
    await expect(createDomainEvents(logger()).emit('photoAdded', {} as never)).resolves.toBeUndefined();
  });
});
