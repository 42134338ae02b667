import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const fallback = createElement('span', null, 'Loading…');

describe('a lazy part', () => {
  it('shows its fallback until its code has come, then draws at once, its code fetched once', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    }, fallback);
    expect(renderToString(createElement(Part, { name: 'Ada' }))).toBe('<span>Loading…</span>');
    await Part.preload();
    await Part.preload();
    // React.lazy would show the fallback again here, for a tick, however long ago the code came.
    expect(renderToString(createElement(Part, { name: 'Ada' }))).toBe('<p>Hello Ada</p>');
    expect(loads).toBe(1);
  });

  it('asks again for code whose load failed', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      if (loads === 1) throw new Error('The connection dropped');
      return Greeting;
    }, fallback);
    await expect(Part.preload()).rejects.toThrow('The connection dropped');
    expect(renderToString(createElement(Part, { name: 'Ada' }))).toBe('<span>Loading…</span>');
    await Part.preload();
    expect(renderToString(createElement(Part, { name: 'Ada' }))).toBe('<p>Hello Ada</p>');
    expect(loads).toBe(2);
  });
});
