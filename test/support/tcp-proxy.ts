import net from 'node:net';

/**
 * A TCP relay to a server, which the test can cut as a network failure would (open connections dropped, new
 * ones closed at once) and mend again, or on which it can slow one message down.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let cut = false;
  let held: { text: string; ms: number; seen: () => void } | null = null;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      const hold = held && chunk.includes(held.text) ? held : null;
      if (!hold) {
        upstream.write(chunk);
        return;
      }
      held = null;
      client.pause();
      hold.seen();
      setTimeout(() => {
        upstream.write(chunk);
        client.resume();
      }, hold.ms);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** `url` with its host and port replaced by the relay's. */
    via(url: string): string {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.href;
    },
    cut(): void {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    /** Holds the next bytes sent to the server that contain `text` for `ms`; resolves when they arrive. */
    delayNext(text: string, ms: number): Promise<void> {
      return new Promise((seen) => {
        held = { text, ms, seen };
      });
    },
    mend(): void {
      cut = false;
    },
    close(): Promise<void> {
      this.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
