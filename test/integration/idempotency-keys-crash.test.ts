import { describe, expect, it } from 'vitest';
import { crashFixture } from '../support/server-process';
import { createTrip } from '../support/trips';
import { signUp } from '../support/users';

const fixture = crashFixture();

const CHANGES = 40;

describe('keyed writes sent again after their server was killed', { timeout: 120_000 }, () => {
  it('store each change once: the key is taken in the change’s own transaction', async () => {
    const first = await fixture.serve();
    let { client } = first;
    await signUp(client);
    const trip = await createTrip(client);
    const send = (n: number) =>
      client.post(
        `/api/trips/${trip.id}/stops`,
        { name: `Stop ${n}`, latitude: 37 + n / 100, longitude: -110 },
        { 'Idempotency-Key': `crash-${n}` },
      );

    let answered = 0;
    const underWay = Array.from({ length: CHANGES }, (_, n) =>
      send(n)
        .then((reply) => {
          if (reply.status === 201) answered += 1;
        })
        .catch(() => undefined),
    );
    while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.kill();
    await Promise.all(underWay);

    const second = await first.restart();
    client = second.client;
    // The phone sends every change again, whatever it heard: each is stored once.
    const replies = await Promise.all(Array.from({ length: CHANGES }, (_, n) => send(n)));
    for (const reply of replies) {
      expect([201, 409], reply.text).toContain(reply.status);
      // Stored by the killed server, which was killed before it kept the reply.
      if (reply.status === 409) expect(reply.body.code).toBe('idempotency_reply_lost');
    }
    const stops = (await client.get(`/api/trips/${trip.id}/stops`)).body as { name: string }[];
    const names = stops.map((stop) => stop.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Array.from({ length: CHANGES }, (_, n) => `Stop ${n}`).sort());
    const keys = await fixture.database.pool.query(
      `SELECT count(*)::int AS count FROM idempotent_requests WHERE key LIKE 'crash-%'`,
    );
    expect(keys.rows[0].count).toBe(CHANGES);
    expect(await second.stop()).toBe(0);
  });
});
