import { eq, sql } from 'drizzle-orm';
import { users } from '../src/server/db/schema';
import { searchPhotoIds } from '../src/server/features/photo-tags/search-repo';
import { startTestServer } from '../test/support/server';
import { signUp } from '../test/support/users';
import type { Timing } from './measure';

const PHOTOS = Number(process.env.BENCH_SEARCH_PHOTOS ?? 10_000);
const TRIPS = 40;
const ROUNDS = 5;
const QUERIES = ['dog', 'sunset', 'moab', 'june 2025', 'golden hour beach', 'horsse', 'bicycle denver'];

const fmt = (timing: Timing) =>
  `median ${timing.medianMs.toFixed(1)} ms, p99 ${timing.p99Ms.toFixed(1)} ms (${timing.runs} calls)`;

function report(name: string, subject: Timing, baselineName: string, baseline: Timing): void {
  console.info(`${name}: ${fmt(subject)} — same run, ${baselineName}: ${fmt(baseline)}`);
}

async function sample(queries: readonly string[], work: (q: string) => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const start = performance.now();
      await work(q);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { runs: samples.length, medianMs: at(0.5), p99Ms: at(0.99) };
}

/** The obvious way without the indexes: every word as a substring of every photo's words. */
function scanSearch(q: string) {
  const words = q
    .split(' ')
    .map((word) => sql`(p.search_words || ' ' || p.place_words) ILIKE ${`%${word}%`}`);
  return sql`
    SELECT p.id FROM photos p JOIN trips t ON t.id = p.trip_id
    WHERE t.user_id = (SELECT id FROM users WHERE username = 'bench_searcher') AND ${sql.join(words, sql` AND `)}
    ORDER BY p.taken_at DESC NULLS LAST LIMIT 50`;
}

/** Search latency over 10,000 tagged photos of one traveller (and as many of others). */
export async function benchPhotoSearch(): Promise<void> {
  const server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  try {
    const client = server.client();
    const { user } = await signUp(client, { username: 'bench_searcher' });
    const stranger = await signUp(server.client());
    const db = server.database.db;
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await server.app.ctx.jobs.stop();
    const started = performance.now();
    for (const owner of [user.id, stranger.user.id]) {
      await db.execute(sql`
        INSERT INTO trips (user_id, title, start_location, end_location, start_date, end_date)
        SELECT ${owner}, 'Trip ' || n, 'A', 'B', now(), now() FROM generate_series(1, ${TRIPS}) AS n`);
      await db.execute(sql`
        INSERT INTO photos (trip_id, filename, original_name, mimetype, size, taken_at, caption, tags,
          auto_tags, auto_place_tags, auto_tagged_at)
        SELECT t.id, ${`${owner}-`} || n || '.jpg', 'IMG_' || n || '.jpg', 'image/jpeg', 1000,
          timestamptz '2023-01-01' + (n * interval '2 hours 17 minutes'),
          CASE WHEN n % 7 = 0 THEN 'Lunch stop by the river' END,
          CASE WHEN n % 11 = 0 THEN ARRAY['family'] ELSE '{}' END,
          ARRAY[(ARRAY['dog','person','car','bicycle','horse','bird','boat','truck','bench','cup'])[1 + n % 10],
                (ARRAY['sunset','sunrise','golden hour','night','beach','mountain'])[1 + n % 6],
                (ARRAY['summer','autumn','winter','spring'])[1 + n % 4],
                (ARRAY['blue','green','brown','grey','orange'])[1 + n % 5],
                (ARRAY['landscape','portrait','square'])[1 + n % 3]],
          ARRAY[(ARRAY['moab','denver','springdale','las vegas','flagstaff','page','kanab','bluff'])[1 + n % 8],
                'united states'],
          now()
        FROM generate_series(1, ${PHOTOS}) AS n
        JOIN LATERAL (SELECT id FROM trips WHERE user_id = ${owner} ORDER BY id OFFSET n % ${TRIPS} LIMIT 1) t ON true`);
    }
    await db.execute(sql`ANALYZE photos`);
    console.info(
      `${PHOTOS} tagged photos in ${TRIPS} trips for the searcher and as many for another traveller, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const viaApi = await sample(QUERIES, async (q) => {
      const response = await client.get(`/api/photos/search?q=${encodeURIComponent(q)}`);
      if (response.status !== 200) throw new Error(`search ${q}: ${response.status} ${response.text}`);
    });
    const plainRead = await sample(QUERIES, async () => {
      if ((await client.get('/api/user')).status !== 200) throw new Error('GET /api/user failed');
    });
    report(
      `photo search through the API at ${PHOTOS} photos`,
      viaApi,
      'GET /api/user (no search)',
      plainRead,
    );

    const indexed = await sample(QUERIES, (q) =>
      searchPhotoIds(db, { userId: user.id, admin: true, words: q.split(' '), limit: 50, offset: 0 }),
    );
    const scan = await sample(QUERIES, (q) => db.execute(scanSearch(q)));
    report(
      'the search query (full text, typos corrected, ranked, counted)',
      indexed,
      'a substring scan of the same photos (no index, unranked)',
      scan,
    );
    const typo = await sample(['horsse', 'bicycel'], (q) =>
      searchPhotoIds(db, { userId: user.id, admin: true, words: [q], limit: 50, offset: 0 }),
    );
    const exact = await sample(['horse', 'bicycle'], (q) =>
      searchPhotoIds(db, { userId: user.id, admin: true, words: [q], limit: 50, offset: 0 }),
    );
    report(
      'the search query for a misspelt word (corrected through the word list)',
      typo,
      'the same words spelt right',
      exact,
    );
  } finally {
    await server.close();
  }
}
