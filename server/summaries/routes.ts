import { Hono } from 'hono';
import {
  zCreateSummaryBody,
  zExportSummariesQuery,
  zListSummariesQuery,
  zRestoreSummaryBody,
} from '#contract/zod.gen.ts';
import { EXPORT_COUNT_HEADER } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { exportFileName } from '#domain/summaryMarkdown.ts';
import type { components } from '#contract/schema.d.ts';
import { requireAuth, requirePremium } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { type ContractReading, jsonBody, limitOf, queryOf } from '#server/http/validate.ts';
import { SUMMARY_SAVE_LIMITS } from '#server/rate-limit/limits.ts';
import { rateLimit } from '#server/rate-limit/middleware.ts';
import { filterStart, resolveZone } from './dates.ts';
import { exportArchive, exportCount, streamOf } from './export.ts';
import { deleteSummary, findSummary, insertSummary, listSummaries, restoreSummary, toSummary } from './repository.ts';

type ListResponse = components['schemas']['SummaryListResponse'];
type OneResponse = components['schemas']['SummaryResponse'];

/** The list's query: page numbers arrive as text; the search counts what is left once trimmed. */
const listReading: ContractReading = {
  integers: ['page', 'per_page'],
  trim: ['search'],
  words: { search: messages.dashboard.searchTooLong },
};

/** A saved summary: shapes and limits from the contract, the words the extension has always seen. */
const saveReading: ContractReading = {
  trim: ['title'],
  words: {
    title: (issue) =>
      issue.code === 'too_big' ? `title must be at most ${limitOf(issue)} characters` : 'title is required',
    video_id: 'video_id must be an 11-character YouTube video id',
    summary: (issue) =>
      issue.code === 'too_big' ? `summary must be at most ${limitOf(issue)} characters` : 'summary is required',
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved summaries (Premium): the site's list, and the extension's save, read and delete. */
export function summaryRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(ctx), requirePremium()] as const;
  const notFound = () => new ApiError(404, 'not_found', messages.api.summaryNotFound);

  app.get('/api/summaries', ...guard, async (c) => {
    const q = queryOf(c, zListSummariesQuery, listReading);
    const { rows, total } = await listSummaries(
      ctx.db,
      {
        userId: c.get('user').id,
        type: q.type === undefined || q.type === 'all' ? null : q.type,
        since: filterStart(q.date ?? 'all', ctx.now(), resolveZone(q.tz)),
        search: q.search || null,
      },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    );
    const body: ListResponse = {
      success: true,
      summaries: rows.map(toSummary),
      pagination: {
        total,
        per_page: q.per_page,
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      },
    };
    return c.json(body);
  });

  // Saves per account and plan in the shared limiter (issue 26.8); the summariser's saves count too.
  const saveLimit = rateLimit(ctx.db, {
    rules: [{ limit: SUMMARY_SAVE_LIMITS.premium, key: (c) => c.get('user').id }],
    message: messages.server.tooManySaves,
  });

  app.post('/api/summaries', ...guard, saveLimit, async (c) => {
    const s = await jsonBody(c, zCreateSummaryBody, saveReading);
    const row = await insertSummary(ctx.db, c.get('user').id, s, ctx.now());
    const body: OneResponse = { success: true, summary: toSummary(row) };
    return c.json(body, 201);
  });

  // The history is the user's whatever the plan (a lapsed Premium still owns it): signed in is enough.
  app.get('/api/summaries/export', requireAuth(ctx), async (c) => {
    const { tz } = queryOf(c, zExportSummariesQuery);
    const now = ctx.now();
    const userId = c.get('user').id;
    const plan = { userId, timeZone: resolveZone(tz), now, count: await exportCount(ctx.db, userId, now) };
    const body = streamOf(exportArchive(ctx.db, plan), (err) => ctx.log.error({ err }, 'export failed mid-stream'));
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(now, plan.timeZone)}"`,
      [EXPORT_COUNT_HEADER]: String(plan.count),
      'Cache-Control': 'no-store',
    });
  });

  app.get('/api/summaries/:id', ...guard, async (c) => {
    const id = c.req.param('id');
    const row = UUID.test(id) ? await findSummary(ctx.db, c.get('user').id, id) : null;
    if (!row) throw notFound();
    const body: OneResponse = { success: true, summary: toSummary(row) };
    return c.json(body);
  });

  app.delete('/api/summaries/:id', ...guard, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id) || !(await deleteSummary(ctx.db, c.get('user').id, id))) throw notFound();
    return c.json({ success: true as const });
  });

  app.put('/api/summaries/:id', ...guard, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const s = await jsonBody(c, zRestoreSummaryBody);
    const createdAt = new Date(s.created_at);
    if (createdAt > ctx.now()) {
      const errors = [{ path: 'created_at', message: messages.server.futureDate }];
      throw new ApiError(422, 'validation_error', messages.server.futureDate, errors);
    }
    const row = await restoreSummary(ctx.db, c.get('user').id, id, { ...s, title: s.title.trim() }, createdAt);
    if (!row) throw new ApiError(409, 'conflict', messages.server.summaryExists);
    const body: OneResponse = { success: true, summary: toSummary(row) };
    return c.json(body, 201);
  });

  return app;
}
