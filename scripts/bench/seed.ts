import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/index.ts';

/**
 * Topic words are built from stems x endings (900 words), so one word appears in under 1 % of the
 * summaries, as a real term does in someone's history; filler words appear everywhere, as "video"
 * and "explains" do. Search benchmarks use both kinds.
 */
const STEMS = (
  'astro bio chrono cyber eco electro geo helio hydro info macro micro nano neuro photo physio psycho ' +
  'quantum robo socio techno thermo aero agro crypto data gastro hemo immuno'
).split(' ');
const ENDINGS = (
  'logy metry nomics graphy scope sphere dynamics genesis mancy phobia cracy tronics matics ' +
  'lytics sonics statics kinetics pathy therapy morphism logic craft ware net mechanics ' +
  'chemistry vision systems design theory'
).split(' ');
export const TOPICS = STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending));
const FILLER = 'this video explains the main points and key takeaways about'.split(' ');
/** A word in about 1 % of texts (one topic) and one in all of them, for the search benchmark. */
export const RARE_TERM = TOPICS[123] ?? 'neurologic';
export const COMMON_TERM = 'explains';

export const BENCH_PASSWORD = 'bench-password-123';
export const SUMMARY_COUNT = 100_000;
/** Seeded summaries spread over this many days back from now, so date filters select a realistic share. */
const SPREAD_DAYS = 3 * 365;

/**
 * One verified Premium user with `count` summaries, generated inside the database (one INSERT ...
 * SELECT, fast on PGlite and PostgreSQL alike). Returns the user's e-mail.
 */
export async function seedPremiumUser(db: Database, passwordHash: string, count = SUMMARY_COUNT): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@skimly.test`;
  const user = await db.one<{ id: string }>(
    `INSERT INTO users (email, password_hash, email_verified_at, created_at) VALUES ($1, $2, $3, $3) RETURNING id`,
    [email, passwordHash, new Date()],
  );
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, provider, current_period_end, created_at, updated_at)
     VALUES ($1, 'premium-monthly', 'active', 'test', $2, $3, $3)`,
    [user.id, new Date(Date.now() + 30 * 86_400_000), new Date()],
  );
  // pick(i, k) is a hash of (i, k) into the topic list: deterministic, evenly spread, no correlation.
  await db.query(
    `WITH vocab AS (SELECT $2::text[] AS t, $3::text AS filler, array_length($2::text[], 1) AS n)
     INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
     SELECT $1,
            initcap((SELECT string_agg(t[1 + abs(hashtext(i || ':' || k)) % n], ' ') FROM generate_series(1, 3) AS k)),
            substr(md5(i::text), 1, 11),
            (ARRAY['video', 'video', 'video', 'article', 'document'])[1 + i % 5],
            filler || ' ' || (SELECT string_agg(t[1 + abs(hashtext(i || '/' || k)) % n], ', ') FROM generate_series(1, 6) AS k)
              || '. ' || filler || ' ' || md5(i::text),
            $6::timestamptz - (i * ($4::float8 / $5)) * interval '1 day'
     FROM vocab, generate_series(1, $5) AS i`,
    [user.id, TOPICS, FILLER.join(' '), SPREAD_DAYS, count, new Date()],
  );
  // Index-only scans need the visibility map that VACUUM writes, as autovacuum would in production.
  await db.exec('VACUUM ANALYZE summaries');
  return email;
}
