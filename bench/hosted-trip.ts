import { waitUntil } from '../src/server/db/embedded/wait-until';
import type { BigTripShape } from '../test/support/big-trip';
import { runScript } from '../test/support/server-process';

/** Where a big trip hosted in a process of its own (`big-trip-host.ts`) is. */
export interface HostedTrip {
  baseUrl: string;
  tileUrl: string;
  tripId: number;
  sessionCookie: string;
  sharedPath: string;
  seedMs: number;
}

/** The line on which the host says where the trip is, followed by it as JSON. */
export const HOSTED_LINE = 'Big trip hosted: ';

function hostedFrom(output: string): HostedTrip | undefined {
  const start = output.indexOf(HOSTED_LINE);
  const end = output.indexOf('\n', start);
  return start >= 0 && end > start
    ? (JSON.parse(output.slice(start + HOSTED_LINE.length, end)) as HostedTrip)
    : undefined;
}

/**
 * A big trip served by a Roadbook server in a process of its own, with a tile server for its map, as `npm start`
 * serves: in the benchmark's process, busy driving the browser, answers were late by up to 300 ms. The host is
 * stopped if it cannot say where the trip is.
 */
export async function hostBigTrip(shape: BigTripShape): Promise<HostedTrip & { close(): Promise<void> }> {
  const host = runScript('bench/big-trip-host.ts', {}, HOSTED_LINE, [JSON.stringify(shape)]);
  const close = async () => {
    if (host.child.exitCode === null) host.child.kill('SIGTERM');
    await host.exited;
  };
  try {
    await host.ready;
    const hosted = await waitUntil(async () => hostedFrom(host.output()), 10_000, 10);
    if (!hosted) throw new Error(`the trip's host said nothing readable: ${host.output()}`);
    return { ...hosted, close };
  } catch (error) {
    await close();
    throw error;
  }
}
