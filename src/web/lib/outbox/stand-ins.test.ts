import { describe, expect, it } from 'vitest';
import { isStandIn, newStandIn, waitsForStop, withServerId } from './stand-ins';
import type { WaitingWrite } from './waiting-write';

const STAND_IN = newStandIn();

const write = (changes: Partial<WaitingWrite>): WaitingWrite => ({
  key: 'key-1',
  method: 'POST',
  url: '/api/trips/7/photos',
  body: null,
  tripId: 7,
  label: 'A write',
  madeAt: '2026-12-04T10:00:00.000Z',
  ...changes,
});

describe("a stop's stand-in id", () => {
  it('is below zero, where no server id is, and a write for it waits for the stop', () => {
    expect(isStandIn(STAND_IN)).toBe(true);
    expect(isStandIn(42)).toBe(false);
    expect(Number.isSafeInteger(STAND_IN)).toBe(true);
    expect(waitsForStop(write({ stopId: STAND_IN }))).toBe(true);
    expect(waitsForStop(write({ stopId: 42 }))).toBe(false);
    expect(waitsForStop(write({}))).toBe(false);
  });

  it("gives way to the server's id in a voice memo's address, keeping its key and file", () => {
    const file = new Blob(['memo'], { type: 'audio/webm' });
    const memo = write({
      url: `/api/stops/${STAND_IN}/voice-memo`,
      stopId: STAND_IN,
      form: { fields: { duration: '3' }, field: 'voiceMemo', file, fileName: 'voice-memo.webm' },
    });
    const sent = withServerId(memo, STAND_IN, 314);
    expect(sent.url).toBe('/api/stops/314/voice-memo');
    expect(sent.stopId).toBe(314);
    expect(sent.key).toBe('key-1');
    expect(sent.form?.fields).toEqual({ duration: '3' });
    expect(sent.form?.file).toBe(file);
  });

  it("gives way to the server's id in a photo's form field, and leaves the trip's address as it is", () => {
    const photo = write({
      stopId: STAND_IN,
      form: {
        fields: { stopId: String(STAND_IN), caption: 'Arches' },
        field: 'photo',
        file: new Blob(['jpeg']),
        fileName: 'arches.jpg',
      },
    });
    const sent = withServerId(photo, STAND_IN, 314);
    expect(sent.url).toBe('/api/trips/7/photos');
    expect(sent.form?.fields).toEqual({ stopId: '314', caption: 'Arches' });
  });

  it("gives way to the server's id everywhere in a JSON body, and only there", () => {
    const edit = write({
      method: 'PUT',
      url: `/api/trips/7/stops/order?after=${STAND_IN}`,
      stopId: STAND_IN,
      body: {
        stopIds: [3, STAND_IN],
        moved: { id: STAND_IN, latitude: -38.5, version: 2 },
        note: String(STAND_IN),
      },
    });
    const sent = withServerId(edit, STAND_IN, 314);
    expect(sent.url).toBe('/api/trips/7/stops/order?after=314');
    expect(sent.body).toEqual({
      stopIds: [3, 314],
      moved: { id: 314, latitude: -38.5, version: 2 },
      note: String(STAND_IN),
    });
    expect(edit.body).toMatchObject({ stopIds: [3, STAND_IN] });
  });

  it('leaves a write for another stop as it is', () => {
    const other = newStandIn();
    const memo = write({ url: `/api/stops/${other}/voice-memo`, stopId: other });
    expect(withServerId(memo, STAND_IN, 314)).toBe(memo);
    const onServer = write({ url: '/api/stops/12/voice-memo', stopId: 12 });
    expect(withServerId(onServer, STAND_IN, 314)).toBe(onServer);
  });

  it('replaces the whole id in an address, never part of a longer number', () => {
    const memo = write({ url: `/api/stops/${STAND_IN}/voice-memo?from=${STAND_IN}1`, stopId: STAND_IN });
    expect(withServerId(memo, STAND_IN, 314).url).toBe(`/api/stops/314/voice-memo?from=${STAND_IN}1`);
  });
});
