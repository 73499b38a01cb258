/**
 * Unfiltered and type-only list totals come from summary_counts (003), which triggers maintain;
 * search totals from a window count in the page query, with a separate count past the last page.
 * Racing saves and deletes, a repeated delete and an account deletion must leave every total
 * equal to what counting the rows gives, on PGlite and (DATABASE_URL) PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_TYPES } from '#domain/constants.ts';
import { createTestApp, type TestApp } from '#tests/server/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function save(token: string, i: number): Promise<string> {
  const type = SUMMARY_TYPES[i % SUMMARY_TYPES.length];
  const res = await app.request('/api/summaries', {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ title: `Talk ${i}`, video_id: 'dQw4w9WgXcQ', type, summary: `Summary ${i}` }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { summary: { id: string } }).summary.id;
}

const remove = (token: string, id: string) =>
  app.request(`/api/summaries/${id}`, { method: 'DELETE', headers: headers(token) });

async function total(token: string, query = ''): Promise<number> {
  const res = await app.request(`/api/summaries?per_page=1${query}`, { headers: headers(token) });
  return ((await res.json()) as { pagination: { total: number } }).pagination.total;
}

async function counted(userId: string, type?: string): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM summaries WHERE user_id = $1${type ? ' AND type = $2' : ''}`;
  return (await app.ctx.db.one<{ n: number }>(sql, type ? [userId, type] : [userId])).n;
}

describe('summary list totals', () => {
  it('stay exact through racing saves and deletes', async () => {
    const user = await app.signUp({ premium: true });
    const other = await app.signUp({ premium: true });
    const first = await Promise.all(Array.from({ length: 24 }, (_, i) => save(user.token, i)));
    await save(other.token, 0);
    // Deletes race new saves; every id is deleted twice, the second answer being a 404 that changes nothing.
    const deletions = first.slice(0, 10).flatMap((id) => [remove(user.token, id), remove(user.token, id)]);
    const answers = await Promise.all([
      ...deletions,
      ...Array.from({ length: 9 }, (_, i) => save(user.token, 100 + i)),
    ]);
    const statuses = answers.flatMap((a) => (typeof a === 'string' ? [] : [a.status]));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);

    expect(await total(user.token)).toBe(23);
    expect(await counted(user.id)).toBe(23);
    for (const type of SUMMARY_TYPES) {
      expect(await total(user.token, `&type=${type}`)).toBe(await counted(user.id, type));
    }
    expect(await total(other.token)).toBe(1);
  });

  it('of a search are exact on its pages and past its last page', async () => {
    const user = await app.signUp({ premium: true });
    await Promise.all(Array.from({ length: 12 }, (_, i) => save(user.token, i)));
    // "Talk 1" matches Talk 1 and Talk 10, 11: three of twelve.
    expect(await total(user.token, '&search=Talk%201')).toBe(3);
    expect(await total(user.token, '&search=Talk%201&page=2')).toBe(3);
    expect(await total(user.token, '&search=Talk%201&page=9')).toBe(3);
    expect(await total(user.token, '&search=nothing%20like%20it')).toBe(0);
  });

  it('start at zero and forget a deleted account', async () => {
    const user = await app.signUp({ premium: true });
    expect(await total(user.token)).toBe(0);
    await save(user.token, 1);
    await app.ctx.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const left = await app.ctx.db.query('SELECT 1 FROM summary_counts WHERE user_id = $1', [user.id]);
    expect(left).toHaveLength(0);
  });
});
