import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PrivacyZone } from '../../../common/schemas/privacy';
import { type Executor, rowsOf } from '../../db/client';
import { photos, tripStops, trips } from '../../db/schema';
import { type PhotoRow, photoColumns } from '../../policy/access-repo';

export interface PhotoSearch {
  userId: number;
  /** An administrator searching one trip reads it as its readers do. */
  admin: boolean;
  /** Lower-case words, each of which a photo must match (exactly, as a prefix, or nearly: typos). */
  words: string[];
  tripId?: number;
  limit: number;
  offset: number;
}

export interface PhotoHit {
  id: number;
  /** The reader owns the trip: nothing is hidden from them. */
  own: boolean;
  /** The owner's privacy zones, for anyone else. */
  zones: PrivacyZone[];
}

/** How alike a misspelt word must be to a known word (pg_trgm's word similarity, 0–1). */
const TYPO_SIMILARITY = 0.6;

/** How many known words, the nearest, a misspelt word is taken for. */
const CORRECTIONS = 8;

/** Shorter words and numbers match only as written ("cat" is not a typo for "car", nor 2024 for 2025). */
const mayBeMisspelt = (word: string) => word.length >= 4 && /\p{L}/u.test(word);

/**
 * The trips a search covers: the user's own, those shared with them that are still open, and for an
 * administrator naming a trip, that trip.
 */
const readableTrips = (userId: number, adminTripId: number | null) => sql`
  SELECT t.id AS trip_id, true AS own, '[]'::jsonb AS zones FROM trips t WHERE t.user_id = ${userId}
  UNION
  SELECT t.id, false, u.privacy_zones
  FROM trip_shares s JOIN trips t ON t.id = s.trip_id JOIN users u ON u.id = t.user_id
  WHERE s.shared_with_id = ${userId} AND t.user_id <> ${userId}
    AND (s.expires_at IS NULL OR s.expires_at > now()) AND t.status <> 'suspended' AND u.is_active
  UNION
  SELECT t.id, false, u.privacy_zones FROM trips t JOIN users u ON u.id = t.user_id
  WHERE t.id = ${adminTripId} AND t.user_id <> ${userId}`;

/** Whether the search can cover this trip: a trip no one lets the user read is unknown to them. */
export async function tripIsSearchable(
  db: Executor,
  userId: number,
  admin: boolean,
  tripId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 AS found FROM (${readableTrips(userId, admin ? tripId : null)}) r WHERE r.trip_id = ${tripId}`);
  return rowsOf<{ found: number }>(result).length > 0;
}

/** Whether the photo was taken inside one of the zones (its place words are then hidden from this reader). */
const insideZones = sql`EXISTS (
  SELECT 1 FROM jsonb_array_elements(r.zones) z
  WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL
    AND 2 * 6371008.8 * asin(least(1, sqrt(
      sin(radians((z->>'latitude')::float8 - p.latitude) / 2) ^ 2
      + cos(radians(p.latitude)) * cos(radians((z->>'latitude')::float8))
        * sin(radians((z->>'longitude')::float8 - p.longitude) / 2) ^ 2))) <= (z->>'radiusMeters')::float8)`;

/** A query word and the full-text query it stands for: itself as a word or a prefix, or the words it may be misspelt for. */
type WordSearch = { word: string; query: string };

function wordMatches({ query }: WordSearch): SQL {
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return sql`(c.search_document @@ ${tsquery} OR (c.places_visible AND c.place_document @@ ${tsquery}))`;
}

/** The photos (of anyone) with the word in a search field, found through the GIN indexes. */
function photosWithWord({ query }: WordSearch): SQL {
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return sql`SELECT f.id FROM photos f WHERE f.search_document @@ ${tsquery} OR f.place_document @@ ${tsquery}`;
}

const textArray = (words: string[]) =>
  sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`;

/**
 * Which words no readable photo has as written: only those are looked for nearly. Taking "dog" for every word
 * like it would find photos of dogs no better.
 */
async function wordsToSearchNearly(tx: Executor, readable: SQL, words: string[]): Promise<string[]> {
  const candidates = words.filter(mayBeMisspelt);
  if (candidates.length === 0) return [];
  const result = await tx.execute(sql`
    WITH readable AS (${readable})
    SELECT w.word FROM unnest(${textArray(candidates)}) AS w(word)
    WHERE NOT EXISTS (
      SELECT 1 FROM (
        SELECT p.trip_id FROM photos p
        WHERE p.search_document @@ to_tsquery('simple', w.word || ':*')
          OR p.place_document @@ to_tsquery('simple', w.word || ':*')
        OFFSET 0
      ) found JOIN readable r ON r.trip_id = found.trip_id)`);
  return rowsOf<{ word: string }>(result).map((row) => row.word);
}

/**
 * The known words (of the readable trips' owners) nearest each misspelt word, found through the trigram index
 * of the word list rather than by comparing every photo's words.
 */
async function correctWords(tx: Executor, readable: SQL, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return corrections;
  const result = await tx.execute(sql`
    WITH owners AS (SELECT DISTINCT t.user_id FROM trips t JOIN (${readable}) r ON r.trip_id = t.id)
    SELECT q.word, near.known
    FROM unnest(${textArray(words)}) AS q(word)
    CROSS JOIN LATERAL (
      SELECT k.word AS known, word_similarity(q.word, k.word) AS likeness
      FROM photo_search_words k
      WHERE q.word <% k.word AND k.user_id IN (SELECT user_id FROM owners)
      GROUP BY k.word
      ORDER BY likeness DESC, k.word
      LIMIT ${CORRECTIONS}
    ) near`);
  for (const row of rowsOf<{ word: string; known: string }>(result))
    corrections.get(row.word)?.push(row.known);
  return corrections;
}

/**
 * Photos of the trips the user may read that match every word, best first by full-text rank (tags weigh most,
 * then caption and month, then the file name; place words count for the owner, and for others outside the
 * owner's privacy zones), newest taken first among equals. A word no readable photo has is taken for the known
 * words nearest it (typos).
 */
export async function searchPhotoIds(
  db: Executor,
  search: PhotoSearch,
): Promise<{ hits: PhotoHit[]; total: number }> {
  const readable = readableTrips(search.userId, search.admin ? (search.tripId ?? null) : null);
  const tripFilter = search.tripId === undefined ? sql`` : sql`AND p.trip_id = ${search.tripId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
    const corrections = await correctWords(
      tx,
      readable,
      await wordsToSearchNearly(tx, readable, search.words),
    );
    if ([...corrections.values()].some((known) => known.length === 0)) return { hits: [], total: 0 };
    const words: WordSearch[] = search.words.map((word) => {
      const known = corrections.get(word);
      return { word, query: known ? `(${known.join(' | ')})` : `${word}:*` };
    });
    const anyWord = sql`to_tsquery('simple', ${words.map(({ query }) => query).join(' | ')})`;
    const result = await tx.execute(sql`
      WITH readable AS (${readable}),
      candidates AS (
        SELECT p.id, p.taken_at, r.own, r.zones, p.search_document, p.place_document,
          (r.own OR NOT ${insideZones}) AS places_visible
        FROM photos p JOIN readable r ON r.trip_id = p.trip_id
        WHERE ${sql.join(
          words.map((word) => sql`p.id IN (${photosWithWord(word)})`),
          sql` AND `,
        )} ${tripFilter}
      ),
      matched AS (
        SELECT c.id, c.taken_at, c.own, c.zones,
          ts_rank(c.search_document, ${anyWord})
            + CASE WHEN c.places_visible THEN ts_rank(c.place_document, ${anyWord}) ELSE 0 END AS rank
        FROM candidates c
        WHERE ${sql.join(words.map(wordMatches), sql` AND `)}
      )
      SELECT page.id, page.own, page.zones, n.total
      FROM (SELECT count(*) AS total FROM matched) n
      LEFT JOIN LATERAL (
        SELECT id, own, zones FROM matched
        ORDER BY rank DESC, taken_at DESC NULLS LAST, id DESC
        LIMIT ${search.limit} OFFSET ${search.offset}
      ) page ON true`);
    const rows = rowsOf<{ id: number | null; own: boolean; zones: PrivacyZone[]; total: string }>(result);
    return {
      hits: rows
        .filter((row) => row.id !== null)
        .map((row) => ({ id: row.id as number, own: row.own, zones: row.zones })),
      total: Number(rows[0]?.total ?? 0),
    };
  });
}

/** A photo found, with the title of its trip and the name of its stop, which a result names. */
export interface FoundPhotoRow {
  photo: PhotoRow;
  tripTitle: string;
  stopName: string | null;
}

export async function findPhotosByIds(db: Executor, ids: number[]): Promise<FoundPhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ photo: photoColumns, tripTitle: trips.title, stopName: tripStops.name })
    .from(photos)
    .innerJoin(trips, eq(trips.id, photos.tripId))
    .leftJoin(tripStops, eq(tripStops.id, photos.stopId))
    .where(inArray(photos.id, ids));
}
