import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { serializeError } from '../../src/server/http/log-serializers';
import { createTestDatabase } from '../support/database';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement was expected to fail');
}

describe('database errors in the log', () => {
  it('name the statement but none of its values', async () => {
    const refused = await failure(() =>
      database.db.insert(users).values({ username: 'ada', firstName: 'A\u0000', password: HASH }),
    );
    const line = JSON.stringify(serializeError(refused));
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).not.toContain('argon2');
    expect(line).not.toContain('ada');
  });

  it('leave out the failing row that PostgreSQL describes', async () => {
    const refused = await failure(() =>
      database.db.execute(sql`insert into users (username, password) values (null, ${HASH})`),
    );
    const line = JSON.stringify(serializeError(refused));
    expect(line).toContain('23502');
    expect(line).not.toContain('argon2');
  });
});
