import { describe, expect, it } from 'vitest';
import { PreparedBody } from './prepared-body';
import { ReadCache } from './read-cache';

describe('read cache', () => {
  it('builds a slot once per version, and a newer version takes the older one’s place', async () => {
    const cache = new ReadCache();
    let builds = 0;
    const read = (version: string) =>
      cache.json('stops:1', version, async () => {
        builds += 1;
        return { version };
      });
    const [first, second] = await Promise.all([read('1'), read('1')]);
    expect(first).toBe(second);
    expect(builds).toBe(1);
    expect(JSON.parse((await read('2')).raw.toString())).toEqual({ version: '2' });
    expect(builds).toBe(2);
    expect(await read('2')).toBe(await read('2'));
    expect(builds).toBe(2);
    // The older version is no longer kept: a late reader of it gets it built again.
    expect(JSON.parse((await read('1')).raw.toString())).toEqual({ version: '1' });
    expect(builds).toBe(3);
  });

  it('keeps slots apart', async () => {
    const cache = new ReadCache();
    const a = await cache.json('stops:1', '1', async () => ['a']);
    const b = await cache.json('stops:2', '1', async () => ['b']);
    expect(a.raw.toString()).toBe('["a"]');
    expect(b.raw.toString()).toBe('["b"]');
  });

  it('keeps a reply made, and nothing when none is made', async () => {
    const cache = new ReadCache();
    let makings = 0;
    const page = (made: boolean) =>
      cache.reply('page:/trips/1', '1', async () => {
        makings += 1;
        return made ? new PreparedBody(Buffer.from('<p>Trip</p>'), 'text/html') : null;
      });
    expect(await page(false)).toBeNull();
    const made = await page(true);
    expect(made?.raw.toString()).toBe('<p>Trip</p>');
    expect(await page(true)).toBe(made);
    expect(makings).toBe(2);
  });
});
