import type { Readable } from 'node:stream';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import type { ImportEntry } from './found';

/**
 * Calls `onItem` with each value at a path `filter` matches (`locations.0`, `locations.1`, …) as the entry is
 * read, so that a file of any size is held one item at a time; the rest of the file is read past without being
 * built. False when the file breaks off or is not JSON, after the items before the damage; what `onItem` throws
 * is thrown.
 */
export async function eachJsonItem(
  entry: ImportEntry,
  filter: RegExp,
  onItem: (value: unknown) => void,
): Promise<boolean> {
  let source: Readable;
  try {
    source = await entry.open();
  } catch {
    return false;
  }
  // Keys, strings and numbers as whole tokens only, not also in pieces: half the tokens, twice as quick.
  const parse = parser.asStream({ streamValues: false });
  const picked = pick.asStream({ filter });
  const values = streamValues.asStream();
  let damaged = false;
  // A stage that fails ends the ones after it instead of destroying them, so that the items already made are
  // still handed over.
  const breakOff = (next: { end(): unknown }) => () => {
    damaged = true;
    next.end();
  };
  source.on('error', breakOff(parse));
  parse.on('error', breakOff(picked));
  picked.on('error', breakOff(values));
  source.pipe(parse).pipe(picked).pipe(values);
  try {
    for await (const item of values as AsyncIterable<{ value: unknown }>) onItem(item.value);
  } catch (error) {
    if (values.errored !== error) throw error;
    damaged = true;
  } finally {
    for (const stream of [source, parse, picked, values]) stream.destroy();
  }
  return !damaged;
}

/** Why a file eachJsonItem could not read to its end is named. */
export const brokenOff = (path: string) => `${path} breaks off or is damaged; what came before it was read`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
