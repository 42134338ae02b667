import { sql } from 'drizzle-orm';
import { listUsersPage } from '../src/server/features/admin/repo';
import { startTestServer } from '../test/support/server';
import { makeAdmin, signUp } from '../test/support/users';
import { report, type Timing } from './measure';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = 15;

async function sample(work: () => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { runs: RUNS, medianMs: samples[Math.floor(RUNS / 2)] ?? 0, p99Ms: samples.at(-1) ?? 0 };
}

/** The admin lists on 10,000 accounts through the API, beside the same query without paging. */
export async function benchAdminLists(): Promise<void> {
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent', ADMIN_USERNAMES: 'bench_admin' } });
  try {
    const admin = server.client();
    await signUp(admin, { username: 'bench_admin' });
    await makeAdmin(server, 'bench_admin');
    const db = server.database.db;
    await db.execute(sql`
      insert into users (username, email, first_name, last_name, password)
      select 'user_' || n, 'user_' || n || '@example.com', 'First' || n, 'Last' || n, '!'
      from generate_series(1, ${USERS}) as n`);
    await db.execute(sql`
      insert into trips (user_id, title, start_location, end_location, start_date, end_date)
      select id, 'Trip of ' || username, 'A', 'B', now(), now() from users where id % 3 = 0`);
    console.info(`${USERS} accounts and their trips inserted`);

    const get = (url: string) => async () => {
      const response = await admin.get(url);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    };
    const unpaged = await sample(() => listUsersPage(db, undefined, USERS + 1, 0));
    report(
      'admin users, page 40 of 25 through the API',
      await sample(get('/api/admin/users?page=40&pageSize=25')),
      unpaged,
      'every account unpaged',
    );
    report(
      'admin users, search through the API',
      await sample(get('/api/admin/users?search=user_777')),
      unpaged,
      'every account unpaged',
    );
    report(
      'admin stats through the API',
      await sample(get('/api/admin/stats')),
      unpaged,
      'every account unpaged',
    );
  } finally {
    await server.close();
  }
}
