import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchUsers } from '../../src/server/features/users/repo';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The plan PostgreSQL makes for `query`, a full read of a table ruled out unless no index can answer it. */
async function planOf(query: string, params: unknown[]): Promise<string> {
  const client = await server.database.pool.connect();
  try {
    await client.query('BEGIN');
    // Tables of a test are small enough for a full read to look cheaper; with it ruled out, the planner still
    // falls back to one when there is no index to use.
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * Every photo, thumbnail and voice memo request finds its row by the file's name. Without an index that is a read
 * of every row of every traveller: on 300,000 photos, 36 ms of three processes for each thumbnail of a gallery.
 */
describe('finding the row of a stored file', () => {
  it.each([
    ['a photo', 'photos', 'filename'],
    ['a thumbnail', 'photos', 'thumbnail_filename'],
    ['a voice memo', 'trip_stops', 'voice_memo_filename'],
  ])('reads an index for %s, not the whole table', async (_, table, column) => {
    const plan = await planOf(`SELECT * FROM ${table} WHERE ${column} = $1`, [
      'b5cde0e2-4a57-4c52-a3c4-3e6e1f1ad0b3.webp',
    ]);
    expect(plan).toMatch(/Index/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('people search', () => {
  it('reads indexes for the start of a username or a name and for a whole e-mail address', async () => {
    const query = searchUsers(server.database.db, 'ada', 1).toSQL();
    const plan = await planOf(query.sql, query.params);
    expect(plan).toMatch(/BitmapOr/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
