/**
 * The demo data a first-time user sees: 40 distinct, well-formed summaries in the shape the site
 * parses, and a seed that gives every date filter content whatever day it runs on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SUMMARY_DATE_FILTERS } from '#domain/constants.ts';
import { DEMO_CATALOGUE, type DemoEntry, summaryText } from '#server/seed/catalogue.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '#server/seed/index.ts';
import { parseSummaryBody } from '#domain/summaryBody.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const entries: DemoEntry[] = Object.values(DEMO_CATALOGUE).flat();
const seconds = (t: string) => timestampToSeconds(t) ?? Number.NaN;

describe('demo catalogue', () => {
  it('has 40 entries with unique YouTube-style ids and titles, of every type and both forms', () => {
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((e) => e.videoId)).size).toBe(40);
    expect(new Set(entries.map((e) => e.title)).size).toBe(40);
    for (const e of entries) expect(e.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const count = (pred: (e: DemoEntry) => boolean) => entries.filter(pred).length;
    expect(count((e) => e.type === 'video')).toBeGreaterThan(30);
    expect(count((e) => e.type === 'article')).toBeGreaterThan(0);
    expect(count((e) => e.type === 'document')).toBeGreaterThan(0);
    expect(count((e) => e.form === 'sections' && e.fenced)).toBeGreaterThan(0);
    expect(count((e) => e.form === 'sections' && !e.fenced)).toBeGreaterThan(0);
    expect(count((e) => e.form === 'text')).toBeGreaterThan(0);
  });

  it.each(entries.filter((e) => e.form === 'sections').map((e) => [e.title, e] as const))(
    '%s: parses to 3-6 sections with 2-4 bullets and increasing timestamps within the video',
    (_, entry) => {
      const body = parseSummaryBody(summaryText(entry));
      if (body.kind !== 'sections' || entry.form !== 'sections') throw new Error('expected the sections form');
      expect(body.sections.length).toBeGreaterThanOrEqual(3);
      expect(body.sections.length).toBeLessThanOrEqual(6);
      const times = body.sections.map((s) => seconds(s.timestamp));
      for (const t of times) expect(t).not.toBeNaN();
      // Strictly increasing: sorted and without repeats.
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(seconds(entry.duration));
      for (const s of body.sections) {
        expect(s.bullets.length).toBeGreaterThanOrEqual(2);
        expect(s.bullets.length).toBeLessThanOrEqual(4);
        // The old generated data cut titles from the bullets' first words and repeated them inside.
        const title = s.title.toLowerCase();
        if (title.split(' ').length > 2) for (const b of s.bullets) expect(b.toLowerCase()).not.toContain(title);
      }
    },
  );

  it('has plain-text entries of 2-4 paragraphs that the site shows as text, and no bullet twice', () => {
    for (const e of entries.filter((x) => x.form === 'text')) {
      expect(parseSummaryBody(summaryText(e)).kind).toBe('text');
      if (e.form === 'text') expect(e.paragraphs.length).toBeGreaterThanOrEqual(2);
      if (e.form === 'text') expect(e.paragraphs.length).toBeLessThanOrEqual(4);
    }
    const bullets = entries.flatMap((e) => (e.form === 'sections' ? e.sections.flatMap((s) => s.bullets) : []));
    expect(new Set(bullets).size).toBe(bullets.length);
  });
});

describe('seedDemo', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each([
    ['mid-month Wednesday', '2025-03-12T10:00:00Z'],
    ['Monday the 1st just after midnight', '2025-09-01T00:20:00Z'],
    ['a week that began last month', '2025-10-03T08:00:00Z'],
  ])('on a %s: every date filter has summaries, and seeding twice changes nothing', async (_, now) => {
    const clock = manualClock(now);
    app = await createTestApp({ now: clock.now });
    await seedDemo(app.ctx.db, clock.now());
    await seedDemo(app.ctx.db, clock.now());

    const login = await call<{ token: string }>(app, 'POST', '/api/login', {
      body: { email: DEMO_ACCOUNTS.premium, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const totals: Record<string, number> = {};
    for (const date of SUMMARY_DATE_FILTERS) {
      const res = await call<{ pagination: { total: number } }>(app, 'GET', `/api/summaries?date=${date}`, {
        token: login.body.token,
      });
      totals[date] = res.body.pagination.total;
    }
    expect(totals.all).toBe(40);
    expect(totals.today).toBeGreaterThanOrEqual(4);
    expect(totals.week).toBeGreaterThanOrEqual(totals.today ?? 0);
    // Not week: a week that began last month reaches past the start of this month.
    expect(totals.month).toBeGreaterThanOrEqual(totals.today ?? 0);
    expect(totals.month).toBeLessThan(40); // some are older than this month
    const basic = await call(app, 'POST', '/api/login', {
      body: { email: DEMO_ACCOUNTS.basic, password: DEMO_PASSWORD },
    });
    expect(basic.status).toBe(200);
  });
});
