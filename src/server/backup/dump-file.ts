import { qualified, quoteName, type TableColumns } from './catalog';

// The dump is, for each table in the manifest's order, the line `copyHeader(table)`, the table's rows in
// PostgreSQL's COPY text format (one line a row: newlines and backslashes in values are escaped) and the line
// `\.` — psql's own layout, so no row can be mistaken for the end of its table. The whole is gzip-compressed.

export const copyColumns = (table: TableColumns) =>
  `${qualified(table)} (${table.columns.map(quoteName).join(', ')})`;

export const copyHeader = (table: TableColumns) => `COPY ${copyColumns(table)} FROM stdin;`;

export const END_OF_TABLE = '\\.';

const NEWLINE = 0x0a;
const TERMINATOR = Buffer.from(`${END_OF_TABLE}\n`);
const TERMINATOR_AFTER_ROW = Buffer.from(`\n${END_OF_TABLE}\n`);

/** Reads a dump's lines and tables' rows in order; what it holds always begins at the start of a line. */
export class DumpReader {
  private buffered: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffered = this.buffered.length === 0 ? next.value : Buffer.concat([this.buffered, next.value]);
    return true;
  }

  /** The next line, without its newline; null at the end of the dump. */
  async line(): Promise<string | null> {
    for (;;) {
      const end = this.buffered.indexOf(NEWLINE);
      if (end >= 0) {
        const line = this.buffered.subarray(0, end).toString('utf8');
        this.buffered = this.buffered.subarray(end + 1);
        return line;
      }
      if (!(await this.more())) {
        if (this.buffered.length === 0) return null;
        throw new Error('the dump ends in the middle of a line');
      }
    }
  }

  /** A table's rows, as whole lines in chunks, up to its `\.` line, which is read too. */
  async *rows(): AsyncGenerator<Buffer> {
    for (;;) {
      if (this.buffered.subarray(0, TERMINATOR.length).equals(TERMINATOR)) {
        this.buffered = this.buffered.subarray(TERMINATOR.length);
        return;
      }
      const end = this.buffered.indexOf(TERMINATOR_AFTER_ROW);
      if (end >= 0) {
        yield this.buffered.subarray(0, end + 1);
        this.buffered = this.buffered.subarray(end + TERMINATOR_AFTER_ROW.length);
        return;
      }
      const lastNewline = this.buffered.lastIndexOf(NEWLINE);
      if (lastNewline >= 0) {
        yield this.buffered.subarray(0, lastNewline + 1);
        this.buffered = this.buffered.subarray(lastNewline + 1);
      }
      if (!(await this.more())) throw new Error(`the dump ends before a table's ${END_OF_TABLE} line`);
    }
  }
}
