import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { newStandIn } from './stand-ins';
import {
  forgetAllWrites,
  forgetSentWrite,
  forgetWrites,
  keepWrite,
  markRefused,
  onOutboxChange,
  waitingWrites,
} from './store';
import type { WaitingWrite } from './waiting-write';

const write = (changes: Partial<WaitingWrite>): WaitingWrite => ({
  key: crypto.randomUUID(),
  method: 'POST',
  url: '/api/trips/7/stops',
  body: null,
  tripId: 7,
  label: 'A write',
  madeAt: '2026-12-04T10:00:00.000Z',
  ...changes,
});

/** A stop made under a stand-in, then its voice memo and a photo for it, kept in that order. */
async function stopWithAdditions() {
  const standIn = newStandIn();
  await keepWrite(write({ label: 'New stop: Moab', standIn, body: { name: 'Moab', latitude: 38.57 } }));
  await keepWrite(
    write({ label: 'Voice memo: Moab', stopId: standIn, url: `/api/stops/${standIn}/voice-memo` }),
  );
  await keepWrite(
    write({
      label: 'Photo: arch.jpg',
      stopId: standIn,
      url: '/api/trips/7/photos',
      form: {
        fields: { stopId: String(standIn) },
        field: 'photo',
        file: new Blob(['jpeg'], { type: 'image/jpeg' }),
        fileName: 'arch.jpg',
      },
    }),
  );
  const [stop, memo, photo] = await waitingWrites();
  if (!stop?.id || !memo || !photo) throw new Error('the writes were not kept');
  return { standIn, stop: { ...stop, id: stop.id }, memo, photo };
}

afterEach(() => forgetAllWrites());

describe('the outbox on the device', () => {
  it('keeps writes in the order they were made, each with its key, and tells its listeners', async () => {
    let told = 0;
    const stop = onOutboxChange(() => {
      told += 1;
    });
    await keepWrite(write({ label: 'first', key: 'a' }));
    await keepWrite(write({ label: 'second', key: 'b' }));
    stop();
    const kept = await waitingWrites();
    expect(kept.map(({ label, key }) => [label, key])).toEqual([
      ['first', 'a'],
      ['second', 'b'],
    ]);
    expect(told).toBe(2);
    await forgetWrites(kept.map((each) => each.id as number));
    expect(await waitingWrites()).toEqual([]);
  });

  it("gives every write waiting for a stop the server's id as it forgets the stop's write, keeping their keys", async () => {
    const { stop, memo, photo } = await stopWithAdditions();
    await forgetSentWrite(stop, 4242);
    const [memoNow, photoNow, ...others] = await waitingWrites();
    expect(others).toEqual([]);
    expect(memoNow).toMatchObject({ key: memo.key, stopId: 4242, url: '/api/stops/4242/voice-memo' });
    expect(photoNow).toMatchObject({ key: photo.key, stopId: 4242, form: { fields: { stopId: '4242' } } });
    const file = photoNow?.form?.file;
    expect(file && (await file.text())).toBe('jpeg');
  });

  it("names the server's id in a write made for the stop after it was sent", async () => {
    const { standIn, stop } = await stopWithAdditions();
    await forgetSentWrite(stop, 4242);
    await keepWrite(
      write({ label: 'Voice memo again', stopId: standIn, url: `/api/stops/${standIn}/voice-memo` }),
    );
    expect((await waitingWrites()).at(-1)).toMatchObject({ stopId: 4242, url: '/api/stops/4242/voice-memo' });
  });

  it('leaves the writes for another stop, and a refused write, as they were', async () => {
    const { stop } = await stopWithAdditions();
    const other = newStandIn();
    await keepWrite(write({ label: 'Other memo', stopId: other, url: `/api/stops/${other}/voice-memo` }));
    const refused = (await waitingWrites()).at(-1) as WaitingWrite;
    await markRefused(refused, { message: 'Stop not found', code: 'not_found' });
    await forgetSentWrite(stop, 4242);
    expect((await waitingWrites()).at(-1)).toMatchObject({
      stopId: other,
      url: `/api/stops/${other}/voice-memo`,
      refused: { message: 'Stop not found' },
    });
  });

  it('forgets every write and every server id at sign-out', async () => {
    const { standIn, stop } = await stopWithAdditions();
    await forgetSentWrite(stop, 4242);
    await forgetAllWrites();
    expect(await waitingWrites()).toEqual([]);
    // The pair went too: a write for the stand-in now names the stand-in still.
    await keepWrite(write({ stopId: standIn, url: `/api/stops/${standIn}/voice-memo` }));
    expect((await waitingWrites())[0]).toMatchObject({ stopId: standIn });
  });
});
