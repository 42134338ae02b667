import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';

/** The COPY messages of the driver's connection, which its type declarations leave out. */
interface CopyConnection extends pg.Connection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * A statement the driver hands the protocol's messages to (its "submittable"): COPY's data travels in messages
 * of its own that the driver's queries do not take. The driver calls these handlers by name.
 */
abstract class CopyStatement implements pg.Submittable {
  readonly done: Promise<number>;
  protected rows = 0;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  private failure: Error | undefined;
  /** The database answered with an error: what is still to send would be dropped. */
  protected ended = false;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: pg.Connection): void {
    connection.query(this.text);
  }

  protected fail(error: Error): void {
    this.failure ??= error;
  }

  handleCommandComplete(message: { text: string }): void {
    this.rows = Number.parseInt(message.text.split(' ').at(-1) ?? '', 10);
  }

  handleError(error: Error): void {
    this.ended = true;
    this.settle.reject(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.settle.reject(this.failure);
    else this.settle.resolve(this.rows);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: CopyConnection): void {
    connection.sendCopyFail('not a COPY FROM statement');
  }
  handleCopyData(_message: { chunk: Buffer }, _connection: pg.Connection): void {}
}

class CopyOut extends CopyStatement {
  private waiting = false;

  constructor(
    text: string,
    private readonly output: Writable,
  ) {
    super(text);
  }

  override handleCopyData(message: { chunk: Buffer }, connection: pg.Connection): void {
    // What arrives after the output failed is read and dropped: the statement then fails with the output's error.
    if (this.output.destroyed) return;
    // A copy: the chunk is a view of the driver's read buffer, which the next data from the socket overwrites.
    const accepted = this.output.write(Buffer.from(message.chunk), (error) => error && this.fail(error));
    if (accepted || this.waiting) return;
    // The database sends as fast as the socket takes it: the socket waits while the output catches up (rows
    // already received still arrive meanwhile, and are buffered).
    this.waiting = true;
    connection.stream.pause();
    const resume = () => {
      this.waiting = false;
      this.output.off('drain', resume);
      this.output.off('close', resume);
      connection.stream.resume();
    };
    this.output.on('drain', resume);
    this.output.on('close', resume);
  }
}

class CopyIn extends CopyStatement {
  constructor(
    text: string,
    private readonly input: AsyncIterable<Buffer>,
  ) {
    super(text);
  }

  override handleCopyInResponse(connection: CopyConnection): void {
    this.send(connection).catch((error: Error) => {
      this.fail(error);
      connection.sendCopyFail(error.message);
    });
  }

  private async send(connection: CopyConnection): Promise<void> {
    for await (const chunk of this.input) {
      if (this.ended) return;
      connection.sendCopyFromChunk(chunk);
      if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
    }
    connection.endCopyFrom();
  }
}

/** Runs `COPY … TO STDOUT`, writing its data to `output`; resolves with the number of rows. */
export function copyOut(client: pg.Client, text: string, output: Writable): Promise<number> {
  return client.query(new CopyOut(text, output)).done;
}

/** Runs `COPY … FROM STDIN` with the data `input` gives; resolves with the number of rows. */
export function copyIn(client: pg.Client, text: string, input: AsyncIterable<Buffer>): Promise<number> {
  return client.query(new CopyIn(text, input)).done;
}
