import { describe, expect, it } from 'vitest';
import { NameIndex } from './name-index';
import { normalizePlaceName } from './normalize';
import { runToEnd } from './pausable';

function indexOf(names: string[]) {
  return runToEnd(NameIndex.build({ size: names.length, name: (index) => names[index] as string }));
}

function matches(index: NameIndex, prefix: string) {
  const found: [number, boolean, boolean][] = [];
  index.forEachMatch(prefix, (place, wholeName, exact) => found.push([place, wholeName, exact]));
  return found;
}

/** The obvious index: one string per key, sorted with `sort` (stable, so equal keys stay in the order made). */
function modelMatches(names: string[], prefix: string) {
  const keys = names.flatMap((name, place) => {
    const words = normalizePlaceName(name).split(' ');
    return words.map((_, w) => ({ key: words.slice(w).join(' '), place, wholeName: w === 0 }));
  });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keys
    .filter((k) => k.key.startsWith(prefix))
    .map((k): [number, boolean, boolean] => [k.place, k.wholeName, k.key === prefix]);
}

describe('NameIndex', () => {
  it('finds whole names and later words, equal keys in the order of their places', () => {
    const index = indexOf(['Fort Collins', 'Collins', 'Collinsville', 'São Paulo', 'Denver']);
    expect(matches(index, 'collins')).toEqual([
      [0, false, true],
      [1, true, true],
      [2, true, false],
    ]);
    expect(matches(index, 'sao p')).toEqual([[3, true, false]]);
    expect(matches(index, 'paulo')).toEqual([[3, false, true]]);
    expect(matches(index, 'dz')).toEqual([]);
    expect(matches(index, 'zzz')).toEqual([]);
  });

  it('orders thousands of keys as sorting their strings does', () => {
    // Few letters make long shared prefixes, many equal keys and many words: every path of the sort.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const word = () => Array.from({ length: 1 + random(4) }, () => 'abé-Z'[random(5)]).join('');
    const names = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + random(3) }, word).join(random(2) ? ' ' : ', '),
    );
    const index = indexOf(names);
    for (const prefix of ['a', 'b', 'e', 'z', 'ab', 'ba', 'aa', 'a b', 'abe', 'eza', 'zz z', 'bbbb']) {
      expect(matches(index, prefix)).toEqual(modelMatches(names, prefix));
    }
  });
});
