import { describe, expect, it } from 'vitest';
import { DumpReader } from './dump-file';

const dump = [
  'COPY "public"."a" ("id", "note") FROM stdin;',
  '1\tfirst',
  '2\ta backslash \\\\. and a \\n newline',
  '\\.',
  'COPY "public"."b" ("id") FROM stdin;',
  '\\.',
  'COPY "public"."c" ("id") FROM stdin;',
  '3',
  '\\.',
  '',
].join('\n');

/** The dump cut into pieces of `size` bytes, as a file stream would give it. */
async function* inPieces(size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(dump);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function read(reader: DumpReader): Promise<string[]> {
  const parts: string[] = [];
  for (let line = await reader.line(); line !== null; line = await reader.line()) {
    const rows: Buffer[] = [];
    for await (const chunk of reader.rows()) rows.push(chunk);
    parts.push(line, Buffer.concat(rows).toString());
  }
  return parts;
}

describe('reading a dump', () => {
  it('gives each table its header and its rows, however the file is cut', async () => {
    const expected = [
      'COPY "public"."a" ("id", "note") FROM stdin;',
      '1\tfirst\n2\ta backslash \\\\. and a \\n newline\n',
      'COPY "public"."b" ("id") FROM stdin;',
      '',
      'COPY "public"."c" ("id") FROM stdin;',
      '3\n',
    ];
    for (const size of [1, 2, 3, 5, 7, 64, 4096])
      expect(await read(new DumpReader(inPieces(size)))).toEqual(expected);
  });

  it('refuses a dump cut short', async () => {
    const short = async function* () {
      yield Buffer.from('COPY "public"."a" ("id") FROM stdin;\n1\n2\n');
    };
    const reader = new DumpReader(short());
    await reader.line();
    const rows = async () => {
      for await (const _ of reader.rows());
    };
    await expect(rows()).rejects.toThrow("the dump ends before a table's \\. line");
  });
});
