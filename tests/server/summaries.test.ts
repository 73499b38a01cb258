import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

type Summary = { id: string; title: string; video_id: string; type: string; created_at: string; summary: string };
type List = {
  summaries: Summary[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
};

// Wednesday 12 March 2025, 10:00 UTC. New York is on daylight time (UTC-4) since 9 March, on standard time (UTC-5) on 1 March.
const NOW = '2025-03-12T10:00:00Z';
const clock = manualClock(NOW);
let app: TestApp;
let user: TestUser;

async function save(title: string, at: string, extra: Partial<Summary> = {}) {
  clock.set(at);
  const res = await call<{ summary: Summary }>(app, 'POST', '/api/summaries', {
    token: user.token,
    body: { title, video_id: 'dQw4w9WgXcQ', summary: `Summary of ${title}`, ...extra },
  });
  clock.set(NOW);
  return res;
}
const list = (query: string, token = user.token) => call<List>(app, 'GET', `/api/summaries?${query}`, { token });
const titles = async (query: string) => (await list(query)).body.summaries.map((s) => s.title);

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  user = await app.signUp({ premium: true });
  // Each title says where it falls; times chosen around the New York and UTC boundaries.
  await save('older', '2025-02-20T12:00:00Z');
  await save('month-utc-only', '2025-03-01T04:30:00Z'); // 28 Feb 23:30 in New York
  await save('month', '2025-03-05T12:00:00Z');
  await save('week-utc-only', '2025-03-10T03:00:00Z'); // Sunday 23:00 in New York
  await save('week', '2025-03-11T12:00:00Z');
  await save('today-utc-only', '2025-03-12T03:30:00Z'); // Tuesday 23:30 in New York
  await save('today 100% Rust_guide', '2025-03-12T09:00:00Z', { type: 'article', summary: 'Ownership AND borrowing' });
});
afterAll(() => app.close());

describe('summaries list', () => {
  it('is newest first with the default page of 10 and a pagination object', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.summaries.map((s) => s.title)).toEqual([
      'today 100% Rust_guide',
      'today-utc-only',
      'week',
      'week-utc-only',
      'month',
      'month-utc-only',
      'older',
    ]);
    expect(res.body.pagination).toEqual({ total: 7, per_page: 10, current_page: 1, last_page: 1 });
  });

  it('filters by date in UTC without a zone', async () => {
    expect(await titles('date=today')).toEqual(['today 100% Rust_guide', 'today-utc-only']);
    expect(await titles('date=week')).toHaveLength(4);
    expect(await titles('date=month')).toHaveLength(6);
    expect(await titles('date=all')).toHaveLength(7);
  });

  it("filters by date in the user's zone: local midnight, Monday and the 1st, across a DST change", async () => {
    const tz = 'tz=America/New_York';
    expect(await titles(`date=today&${tz}`)).toEqual(['today 100% Rust_guide']);
    expect(await titles(`date=week&${tz}`)).toEqual(['today 100% Rust_guide', 'today-utc-only', 'week']);
    expect(await titles(`date=month&${tz}`)).not.toContain('month-utc-only');
    expect(await titles(`date=month&${tz}`)).toHaveLength(5);
    // An unknown zone falls back to UTC rather than failing.
    expect(await titles('date=today&tz=Mars/Olympus_Mons')).toHaveLength(2);
  });

  it('searches title and text case-insensitively, with % and _ taken literally', async () => {
    expect(await titles('search=RUST')).toEqual(['today 100% Rust_guide']);
    expect(await titles('search=ownership%20and')).toEqual(['today 100% Rust_guide']);
    expect(await titles('search=100%25')).toEqual(['today 100% Rust_guide']);
    expect(await titles('search=%25')).toEqual(['today 100% Rust_guide']);
    expect(await titles('search=_')).toEqual(['today 100% Rust_guide']);
    expect(await titles('search=no-such-words')).toEqual([]);
    expect((await list('search=no-such-words')).body.pagination.last_page).toBe(1);
  });

  it('filters by type and combines filters', async () => {
    expect(await titles('type=article')).toEqual(['today 100% Rust_guide']);
    expect(await titles('type=document')).toEqual([]);
    expect(await titles('type=video&date=today')).toEqual(['today-utc-only']);
  });

  it('pages through results; a page past the end is empty', async () => {
    const p1 = await list('per_page=3&page=1');
    const p3 = await list('per_page=3&page=3');
    expect(p1.body.summaries).toHaveLength(3);
    expect(p1.body.pagination).toEqual({ total: 7, per_page: 3, current_page: 1, last_page: 3 });
    expect(p3.body.summaries.map((s) => s.title)).toEqual(['older']);
    const past = await list('per_page=3&page=9');
    expect(past.body.summaries).toEqual([]);
    expect(past.body.pagination.current_page).toBe(9);
  });

  it('refuses bad query values with 422', async () => {
    for (const q of [
      'page=0',
      'page=abc',
      'per_page=101',
      'per_page=0',
      'type=podcast',
      'date=year',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_error' });
    }
  });

  it('shows each user only their own summaries', async () => {
    const other = await app.signUp({ premium: true });
    expect((await list('', other.token)).body.pagination.total).toBe(0);
  });
});

describe('one summary (the extension)', () => {
  it('saves plain text or the JSON sections form and reads it back', async () => {
    const sections = '```json\n[{"timestamp":"0:00","title":"Intro","bullets":["Hello"]}]\n```';
    const saved = await save('Sections', NOW, { summary: sections, video_id: 'aB3_-x9Zk0Q' });
    expect(saved.status).toBe(201);
    const s = saved.body.summary;
    expect(s).toMatchObject({
      title: 'Sections',
      video_id: 'aB3_-x9Zk0Q',
      type: 'video',
      summary: sections,
      created_at: '2025-03-12T10:00:00.000Z',
    });
    const read = await call<{ success: boolean; summary: Summary }>(app, 'GET', `/api/summaries/${s.id}`, {
      token: user.token,
    });
    expect(read.body).toEqual({ success: true, summary: s });
    expect((await call(app, 'DELETE', `/api/summaries/${s.id}`, { token: user.token })).body).toEqual({
      success: true,
    });
    expect((await call(app, 'GET', `/api/summaries/${s.id}`, { token: user.token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/summaries/${s.id}`, { token: user.token })).status).toBe(404);
  });

  it("answers 404 for another user's summary and for malformed ids", async () => {
    const mine = (await save('Private', NOW)).body.summary;
    const other = await app.signUp({ premium: true });
    for (const [method, id] of [
      ['GET', mine.id],
      ['DELETE', mine.id],
      ['GET', 'not-a-uuid'],
      ['DELETE', '1'],
    ] as const) {
      const res = await call(app, method, `/api/summaries/${id}`, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: messages.api.summaryNotFound });
    }
    expect((await call(app, 'GET', `/api/summaries/${mine.id}`, { token: user.token })).status).toBe(200);
  });

  it('validates the saved fields', async () => {
    const bad = [
      { title: '', video_id: 'dQw4w9WgXcQ', summary: 'x' },
      { title: 'x'.repeat(301), video_id: 'dQw4w9WgXcQ', summary: 'x' },
      { title: 'ok', video_id: 'too-short', summary: 'x' },
      { title: 'ok', video_id: 'dQw4w9WgXcQ', summary: '' },
      { title: 'ok', video_id: 'dQw4w9WgXcQ', summary: 'x', type: 'podcast' },
    ];
    for (const body of bad) {
      const res = await call(app, 'POST', '/api/summaries', { token: user.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
  });

  it('is Premium only', async () => {
    const basic = await app.signUp();
    for (const [method, path] of [
      ['GET', '/api/summaries'],
      ['POST', '/api/summaries'],
      ['GET', '/api/summaries/x'],
      ['DELETE', '/api/summaries/x'],
    ] as const) {
      const res = await call(app, method, path, { token: basic.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'premium_required' });
      expect((await call(app, method, path)).status).toBe(401);
    }
  });
});

describe('search over a long history', () => {
  it('answers the same whether it reads the user’s rows directly or goes through the trigram index', async () => {
    // 2,400 summaries: past the size where a search stops reading the user's rows directly. Every
    // 7th mentions "quasar", every 5th is an article; one per hour going back from now.
    const heavy = await app.signUp({ premium: true });
    await app.ctx.db.query(
      `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
       SELECT $1, 'Talk ' || i, 'dQw4w9WgXcQ', CASE WHEN i % 5 = 0 THEN 'article' ELSE 'video' END,
              CASE WHEN i % 7 = 0 THEN 'A Quasar explained' ELSE 'Nothing to see' END,
              $2::timestamptz - make_interval(hours => i)
         FROM generate_series(1, 2400) AS i`,
      [heavy.id, NOW],
    );
    const light = await app.signUp({ premium: true });
    for (const i of [7, 14, 15]) {
      await app.ctx.db.query(
        `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
         VALUES ($1, 'Talk ' || $2::int, 'dQw4w9WgXcQ', 'video', $3, $4::timestamptz - make_interval(hours => $2::int))`,
        [light.id, i, i % 7 === 0 ? 'A Quasar explained' : 'Nothing to see', NOW],
      );
    }
    const search = (token: string, q: string) => list(`search=quasar&${q}`, token);

    const all = await search(heavy.token, 'per_page=100');
    expect(all.body.pagination.total).toBe(Math.floor(2400 / 7));
    expect(all.body.summaries[0]?.title).toBe('Talk 7');
    expect(all.body.summaries.every((s) => s.summary === 'A Quasar explained')).toBe(true);
    // Articles mentioning it: every 35th. This week: Monday 00:00 UTC is 58 hours back.
    expect((await search(heavy.token, 'type=article')).body.pagination.total).toBe(Math.floor(2400 / 35));
    expect((await search(heavy.token, 'date=week')).body.pagination.total).toBe(Math.floor(58 / 7));
    expect((await search(heavy.token, 'page=999')).body).toMatchObject({ summaries: [], pagination: { total: 342 } });

    const few = await search(light.token, '');
    expect(few.body.summaries.map((s) => s.title)).toEqual(['Talk 7', 'Talk 14']);
    expect((await search(light.token, 'page=9')).body).toMatchObject({ summaries: [], pagination: { total: 2 } });
  });
});

describe('PUT /api/summaries/{id}: the website puts back a summary it just deleted (Undo)', () => {
  it('restores the same id and date, back in its place in the list and the total', async () => {
    const owner = await app.signUp({ premium: true });
    const saved = [];
    clock.set('2025-03-11T00:00:00Z');
    for (const title of ['first', 'second', 'third']) {
      clock.advance(60_000);
      saved.push(
        (
          await call<{ summary: Summary }>(app, 'POST', '/api/summaries', {
            token: owner.token,
            body: { title, video_id: 'dQw4w9WgXcQ', summary: `About ${title}` },
          })
        ).body.summary,
      );
    }
    clock.set(NOW);
    const middle = saved[1] as Summary;
    await call(app, 'DELETE', `/api/summaries/${middle.id}`, { token: owner.token });
    expect((await list('per_page=10', owner.token)).body.pagination.total).toBe(2);
    const { id, ...fields } = middle;
    const restored = await call(app, 'PUT', `/api/summaries/${id}`, { token: owner.token, body: fields });
    expect(restored).toMatchObject({ status: 201, body: { success: true, summary: middle } });
    const after = (await list('per_page=10', owner.token)).body;
    expect(after.summaries.map((s) => s.title)).toEqual(['third', 'second', 'first']);
    expect(after.pagination.total).toBe(3);
    expect((await call(app, 'PUT', `/api/summaries/${id}`, { token: owner.token, body: fields })).body).toEqual({
      code: 'conflict',
      message: messages.server.summaryExists,
    });
  });

  it('422 for a date in the future or a missing field, 404 for a malformed id, 403 for Basic', async () => {
    const body = { title: 'Back', video_id: 'dQw4w9WgXcQ', summary: 'Text', created_at: '2025-03-12T10:00:01Z' };
    const id = '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d';
    expect((await call(app, 'PUT', `/api/summaries/${id}`, { token: user.token, body })).body).toMatchObject({
      code: 'validation_error',
      message: messages.server.futureDate,
    });
    const { created_at: _, ...undated } = body;
    expect((await call(app, 'PUT', `/api/summaries/${id}`, { token: user.token, body: undated })).status).toBe(422);
    expect((await call(app, 'PUT', '/api/summaries/nope', { token: user.token, body })).status).toBe(404);
    const basic = await app.signUp();
    expect((await call(app, 'PUT', `/api/summaries/${id}`, { token: basic.token, body })).status).toBe(403);
  });
});

describe('search reads what the card shows (issue 18, item 8)', () => {
  const sections = [
    { timestamp: '0:00', title: 'Why quasars shine', bullets: ['Accretion discs heat up', 'Jets at near light speed'] },
    { timestamp: '8:45', title: 'Measuring them', bullets: [] },
  ];
  let reader: TestUser;
  const found = async (q: string) =>
    // Saved in the same instant (the clock is fixed): compared as sets.
    (await list(`search=${encodeURIComponent(q)}`, reader.token)).body.summaries.map((s) => s.title).sort();

  beforeAll(async () => {
    reader = await app.signUp({ premium: true });
    const saveAs = (title: string, summary: string) =>
      call(app, 'POST', '/api/summaries', { token: reader.token, body: { title, video_id: 'dQw4w9WgXcQ', summary } });
    await saveAs('structured', JSON.stringify(sections));
    await saveAs('fenced', `\`\`\`json\n${JSON.stringify(sections)}\n\`\`\``);
    await saveAs('plain', 'A plain text summary with {braces} and the word bullets in it.');
    await saveAs('not sections', '[{"timestamp": 1}]');
  });

  it("does not match the JSON's own keys and punctuation in structured summaries", async () => {
    expect(await found('timestamp')).toEqual(['not sections']);
    expect(await found('bullets')).toEqual(['plain']);
    expect(await found('{')).toEqual(['not sections', 'plain']);
    expect(await found('"title"')).toEqual([]);
  });

  it("matches a section's title, bullets and timestamp, fenced or not", async () => {
    expect(await found('quasars shine')).toEqual(['fenced', 'structured']);
    expect(await found('near light')).toEqual(['fenced', 'structured']);
    expect(await found('8:45 Measuring')).toEqual(['fenced', 'structured']);
  });

  it('keeps the words right when a summary is put back after a delete', async () => {
    const [first] = (await list('search=near%20light', reader.token)).body.summaries;
    const { id, ...fields } = first as Summary;
    expect((await call(app, 'DELETE', `/api/summaries/${id}`, { token: reader.token })).status).toBe(200);
    expect(await found('near light')).toHaveLength(1);
    expect((await call(app, 'PUT', `/api/summaries/${id}`, { token: reader.token, body: fields })).status).toBe(201);
    expect(await found('near light')).toEqual(['fenced', 'structured']);
    expect(await found('bullets')).toEqual(['plain']);
  });
});
