import { Hono } from 'hono';
import { z } from 'zod';
import {
  SUMMARIES_MAX_PAGE_SIZE,
  SUMMARIES_PAGE_SIZE,
  SUMMARY_DATE_FILTERS,
  SUMMARY_TYPES,
} from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import type { components } from '../../src/api/schema.d.ts';
import { requireAuth, requirePremium } from '../auth/sessions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/validate.ts';
import { filterStart, resolveZone } from './dates.ts';
import { deleteSummary, findSummary, insertSummary, listSummaries, toSummary } from './repository.ts';

type ListResponse = components['schemas']['SummaryListResponse'];
type OneResponse = components['schemas']['SummaryResponse'];

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SUMMARIES_MAX_PAGE_SIZE).default(SUMMARIES_PAGE_SIZE),
  type: z.enum(['all', ...SUMMARY_TYPES]).default('all'),
  date: z.enum(SUMMARY_DATE_FILTERS).default('all'),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  tz: z.string().max(64).optional(),
});

const saveBody = z.object({
  title: z.string().trim().min(1, 'title is required').max(300, 'title must be at most 300 characters'),
  video_id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'video_id must be an 11-character YouTube video id'),
  type: z.enum(SUMMARY_TYPES).default('video'),
  summary: z.string().min(1, 'summary is required').max(100_000, 'summary must be at most 100000 characters'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved summaries (Premium): the site's list, and the extension's save, read and delete. */
export function summaryRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(ctx), requirePremium()] as const;
  const notFound = () => new ApiError(404, 'not_found', messages.api.summaryNotFound);

  app.get('/api/summaries', ...guard, async (c) => {
    const q = queryOf(c, listQuery);
    const { rows, total } = await listSummaries(
      ctx.db,
      {
        userId: c.get('user').id,
        type: q.type === 'all' ? null : q.type,
        since: filterStart(q.date, ctx.now(), resolveZone(q.tz)),
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

  app.post('/api/summaries', ...guard, async (c) => {
    const s = await jsonBody(c, saveBody);
    const row = await insertSummary(ctx.db, c.get('user').id, s, ctx.now());
    const body: OneResponse = { success: true, summary: toSummary(row) };
    return c.json(body, 201);
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

  return app;
}
