/** GET /api/summaries/export: the zip a user downloads, read back with an independent reader. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COUNT_HEADER } from '#domain/constants.ts';
import { summaryMarkdown } from '#domain/summaryMarkdown.ts';
import { EXPORT_BATCH } from '#server/summaries/export.ts';
import { ZipWriter } from '#server/summaries/zip.ts';
import { ZipEntryCounter } from '#src/features/export/zipEntries.ts';
import { readZip, zipEntryNames } from '#tests/support/zip.ts';
import { call, manualClock } from './client.ts';
import { createTestApp, type TestApp } from './harness.ts';

const clock = manualClock('2026-11-24T22:30:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const SECTIONS = JSON.stringify([
  { timestamp: '0:00', title: 'Intro', bullets: ['Why [it] matters'] },
  { timestamp: '1:02:03', title: 'Scaling', bullets: ['More data'] },
]);

async function exportOf(token: string, query = '') {
  const res = await app.request(`/api/summaries/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, archive: Buffer.from(await res.arrayBuffer()) };
}

type Summary = { id: string; title: string; created_at: string; summary: string; video_id: string; type: string };

async function listAll(token: string): Promise<Summary[]> {
  const body = (await call(app, 'GET', '/api/summaries?per_page=100', { token })).body as { summaries: Summary[] };
  return body.summaries;
}

describe('the export', () => {
  it('holds one Markdown file per summary, index.md and summaries.json, agreeing with the list call', async () => {
    const user = await app.signUp({ premium: true });
    for (const [title, summary] of [
      ['Same title', SECTIONS],
      ['Same title', 'Plain text summary.'],
      ['Ünïcode — and / slashes', SECTIONS],
    ]) {
      clock.advance(1000);
      await call(app, 'POST', '/api/summaries', {
        token: user.token,
        body: { title, video_id: 'dQw4w9WgXcQ', summary },
      });
    }
    const { res, archive } = await exportOf(user.token, '?tz=Pacific/Auckland');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    // 22:30 UTC is already the 25th in Auckland.
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="skimly-export-2026-11-25.zip"');
    expect(res.headers.get(EXPORT_COUNT_HEADER)).toBe('3');

    const files = await readZip(archive);
    expect(files.map((f) => f.name)).toEqual([
      '2026-11-25-unicode-and-slashes.md',
      '2026-11-25-same-title.md',
      '2026-11-25-same-title-2.md',
      'index.md',
      'summaries.json',
    ]);
    const listed = await listAll(user.token);
    expect(JSON.parse(files.find((f) => f.name === 'summaries.json')?.text ?? '')).toEqual(listed);
    for (const [i, summary] of listed.entries()) {
      expect(files[i]?.text).toBe(summaryMarkdown(summary as never, 'Pacific/Auckland'));
    }
    const markdown = files[0]?.text ?? '';
    expect(markdown).toContain('# Ünïcode — and / slashes');
    expect(markdown).toContain('## [1:02:03](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3723s) Scaling');
    expect(markdown).toContain('- Why [it] matters');
    const index = files.find((f) => f.name === 'index.md')?.text ?? '';
    expect(index).toContain('- [Same title](<2026-11-25-same-title-2.md>) · 2026-11-25');
  });

  it('an empty history is a valid archive with an empty list', async () => {
    const user = await app.signUp({ premium: true });
    const { res, archive } = await exportOf(user.token);
    expect(res.headers.get(EXPORT_COUNT_HEADER)).toBe('0');
    const files = await readZip(archive);
    expect(files.map((f) => f.name)).toEqual(['index.md', 'summaries.json']);
    expect(JSON.parse(files[1]?.text ?? '')).toEqual([]);
  });

  it('reads every summary exactly once across batches, even many saved in the same instant', async () => {
    const user = await app.signUp({ premium: true });
    const count = EXPORT_BATCH * 2 + 7;
    // Microsecond timestamps a millisecond Date cannot hold: the batches must not skip or repeat any.
    await app.ctx.db.query(
      `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
       SELECT $1, 'Bulk ' || i, 'dQw4w9WgXcQ', 'video', 'Text ' || i,
              timestamptz '2026-01-01 00:00:00Z' + (i % 3) * interval '1 microsecond'
         FROM generate_series(1, $2) AS i`,
      [user.id, count],
    );
    const { res, archive } = await exportOf(user.token);
    expect(res.headers.get(EXPORT_COUNT_HEADER)).toBe(String(count));
    const files = await readZip(archive);
    const json = JSON.parse(files.at(-1)?.text ?? '[]') as Summary[];
    expect(new Set(json.map((s) => s.id)).size).toBe(count);
    expect(files.filter((f) => f.name.endsWith('.md') && f.name !== 'index.md')).toHaveLength(count);
  });

  it('every local header carries its sizes: a reader of the stream counts the entries as they arrive', async () => {
    const user = await app.signUp({ premium: true });
    for (let i = 0; i < 3; i++) {
      await call(app, 'POST', '/api/summaries', {
        token: user.token,
        body: { title: `T${i}`, video_id: 'dQw4w9WgXcQ', summary: SECTIONS },
      });
    }
    const { archive } = await exportOf(user.token);
    const counter = new ZipEntryCounter();
    const seen: number[] = [];
    for (let at = 0; at < archive.length; at += 7) {
      counter.push(archive.subarray(at, at + 7));
      seen.push(counter.progress.complete);
    }
    expect(counter.progress).toMatchObject({ complete: 5, finished: true });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('is open to Basic users (the history is theirs), 401 without a session, 422 for an invalid tz', async () => {
    const basic = await app.signUp();
    await app.ctx.db.query(
      `INSERT INTO summaries (user_id, title, video_id, type, summary, created_at)
       VALUES ($1, 'Kept', 'dQw4w9WgXcQ', 'video', 'x', $2)`,
      [basic.id, clock.now()],
    );
    const { res } = await exportOf(basic.token);
    expect([res.status, res.headers.get(EXPORT_COUNT_HEADER)]).toEqual([200, '1']);
    expect((await call(app, 'GET', '/api/summaries/export')).status).toBe(401);
    expect((await call(app, 'GET', `/api/summaries/export?tz=${'X'.repeat(65)}`, { token: basic.token })).status).toBe(
      422,
    );
  });
});

describe('the zip writer', () => {
  it('writes ZIP64 end records past 65,535 entries, which a reader follows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skimly-zip-test-'));
    try {
      const zip = new ZipWriter(dir);
      const parts: Buffer[] = [];
      const total = 65_540;
      for (let i = 0; i < total; i++) parts.push(await zip.entry(`f${i}.txt`, Buffer.from(`entry ${i}`), new Date()));
      for await (const chunk of zip.finish()) parts.push(chunk);
      const archive = Buffer.concat(parts);
      // Classic end records cannot count past 65,535: the reader finds the real count in the ZIP64 ones.
      expect(archive.readUInt16LE(archive.length - 22 + 10)).toBe(0xffff);
      const { count, names } = await zipEntryNames(archive);
      expect([count, names.length, names.at(-1)]).toEqual([total, total, `f${total - 1}.txt`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
