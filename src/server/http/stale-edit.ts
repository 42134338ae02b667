import { notFound, staleEdit } from './errors';

interface StaleEditReply<Row> {
  /** The row as it is now. */
  current: () => Promise<Row | undefined>;
  /** What the client is shown of it. */
  present: (row: Row) => unknown;
  /** The 404's message when the row is gone. */
  missing: string;
}

/**
 * The row a change made only at the version it started from changed (updateAtVersion); when it changed none,
 * throws 409 with the row as it is now, or 404 when it is gone.
 */
export async function changedAtVersion<Row>(
  changed: Row | undefined,
  { current, present, missing }: StaleEditReply<Row>,
): Promise<Row> {
  if (changed) return changed;
  const now = await current();
  throw now ? staleEdit(await present(now)) : notFound(missing);
}
