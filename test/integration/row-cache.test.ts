import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RowCache } from '../../src/server/db/row-cache';
import { createEventBus, type EventBus } from '../../src/server/events/bus';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { startTcpProxy } from '../support/tcp-proxy';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let relay: Awaited<ReturnType<typeof startTcpProxy>>;
let bus: EventBus;
const warnings: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const target = new URL(database.url);
  relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  // The listening connection goes through the relay, which can hold what it carries; the rest does not.
  bus = createEventBus(
    { connectionString: relay.via(database.url) },
    { warn: (_, text) => warnings.push(text) },
  );
});
afterAll(async () => {
  await bus?.close();
  await relay?.close();
  await database?.close();
});

/** A row read through the cache, counting how often it really had to be read. */
function counted(rows: RowCache) {
  let loads = 0;
  return {
    read: () =>
      rows.read(
        'trip:1',
        async () => {
          loads++;
          return { id: 1 };
        },
        () => ['trip:1'],
      ),
    loads: () => loads,
  };
}

/** Whether, within `timeoutMs`, a read of the row is answered from memory. */
const keptWithin = (row: ReturnType<typeof counted>, timeoutMs: number) =>
  eventually(async () => {
    const before = row.loads();
    await row.read();
    return row.loads() === before;
  }, timeoutMs);

describe('rows kept in memory, when the listening connection stops delivering without an error', () => {
  it('are all forgotten within seconds, and kept again once messages come back on a new connection', async () => {
    const rows = new RowCache(bus);
    const row = counted(rows);
    await row.read();
    expect(await keptWithin(row, 5000), 'kept once this server has proved it hears').toBe(true);

    // The next message on the listening connection is held for longer than a round trip waits.
    void relay.delayNext('caught-up', 8000);
    const started = Date.now();
    await rows.awaitCommittedChanges();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(warnings).toContain('the database’s messages are not arriving; listening again');
    const before = row.loads();
    await row.read();
    await row.read();
    expect(row.loads() - before, 'read from the database while not hearing').toBe(2);

    expect(await keptWithin(row, 10_000), 'kept again once a new connection hears').toBe(true);
  });
});

describe('the event bus, when its connection stalls before it listens', () => {
  it('closes at once, never having said it hears', async () => {
    const stalled = createEventBus({ connectionString: relay.via(database.url) }, { warn: () => {} });
    // Held long enough to be under way at the close, and let through soon after it, while the test still
    // watches: a bus that listened anyway would then say it hears.
    void relay.delayNext('LISTEN', 1_000);
    const hearing: boolean[] = [];
    const watching = stalled.watchHearing((heard) => hearing.push(heard));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await stalled.close();
    expect(Date.now() - started).toBeLessThan(2500);
    await watching;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hearing).not.toContain(true);
    expect(await stalled.awaitCommittedMessages()).toBe(false);
  });
});
