import { PassThrough, Writable } from 'node:stream';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { copyOut } from './copy-protocol';

/** A driver stand-in that hands the statement the messages a COPY TO sends, out of one reused read buffer. */
function clientSending(rows: string[]) {
  const socket = new PassThrough();
  const connection = { query: () => {}, stream: socket } as unknown as pg.Connection;
  return {
    query(statement: pg.Submittable & Record<string, (...args: unknown[]) => void>) {
      statement.submit(connection);
      const readBuffer = Buffer.alloc(64);
      for (const row of rows) {
        const length = readBuffer.write(row);
        statement.handleCopyData?.({ chunk: readBuffer.subarray(0, length) }, connection);
      }
      statement.handleCommandComplete?.({ text: `COPY ${rows.length}` });
      statement.handleReadyForQuery?.();
      return statement;
    },
  } as unknown as pg.Client;
}

/** An output that takes a while over each write, as gzip does. */
function slowOutput() {
  const written: Buffer[] = [];
  const output = new Writable({
    highWaterMark: 8,
    write(chunk: Buffer, _encoding, done) {
      setTimeout(() => {
        written.push(chunk);
        done();
      }, 1);
    },
  });
  return { output, text: () => Buffer.concat(written).toString() };
}

describe('COPY … TO STDOUT', () => {
  it('keeps every row as sent while its output catches up, though the driver reuses its buffer', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => `${i}\trow number ${i}\n`);
    const { output, text } = slowOutput();
    expect(await copyOut(clientSending(rows), 'COPY t TO STDOUT', output)).toBe(20);
    await new Promise<void>((resolve) => output.end(resolve));
    expect(text()).toBe(rows.join(''));
  });
});
