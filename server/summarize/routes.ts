/**
 * POST /api/summaries/generate and GET /api/summaries/quota (issue 23). A signed-in user's summary is
 * written by the configured provider; the answer streams as server-sent events (progress, sections as
 * they are final, then done or failed) or, for a client that does not ask for a stream, is the last
 * event alone as JSON. The day's quota is taken when the summary starts and given back when it fails.
 * Premium's summaries and failed attempts go to the history; Basic's are not saved.
 */
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { zGenerateSummaryBody } from '#contract/zod.gen.ts';
import type { components } from '#contract/schema.d.ts';
import { failureOf } from '#domain/summarizer/failures.ts';
import { requireAuth } from '#server/auth/sessions.ts';
import type { AppContext, AppEnv } from '#server/context.ts';
import { ApiError } from '#server/http/errors.ts';
import { jsonBody } from '#server/http/validate.ts';
import { findPrompt } from '#server/prompts/repository.ts';
import { createLimiter } from '#server/rate-limit/limiter.ts';
import { SUMMARY_SAVE_LIMITS } from '#server/rate-limit/limits.ts';
import { toSummary } from '#server/summaries/repository.ts';
import { type EngineResult, writeSummary } from './engine.ts';
import { findFailedAttempt, type RetryInput, saveFailedAttempt, saveSummary } from './history.ts';
import { GENERATE_PATH } from './paths.ts';
import { summaryModel } from './providers.ts';
import { summaryQuotas } from './quota.ts';

type Schemas = components['schemas'];
type Result = Schemas['GenerateSummaryResult'];
type QuotaResponse = Schemas['SummaryQuotaResponse'];

const REMAINING_HEADER = 'X-Summary-Quota-Remaining';
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export function summarizeRoutes(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = ctx;
  const model = summaryModel(config);
  const provider = model?.provider ?? 'extractive';
  const quotas = summaryQuotas(ctx.db, config, () => ctx.now());
  const saves = createLimiter(ctx.db, SUMMARY_SAVE_LIMITS.premium);
  const planOf = (premium: boolean): Schemas['SummaryQuota']['plan'] => (premium ? 'premium' : 'basic');

  app.get('/api/summaries/quota', requireAuth(ctx), async (c) => {
    const user = c.get('user');
    const body: QuotaResponse = { success: true, quota: await quotas.read(user.id, planOf(user.is_premium)), provider };
    return c.json(body);
  });

  app.post(GENERATE_PATH, requireAuth(ctx), async (c) => {
    const user = c.get('user');
    const plan = planOf(user.is_premium);
    const body = await jsonBody(c, zGenerateSummaryBody);
    if ((body.source === undefined) === (body.retry_of === undefined)) {
      const message = 'Send either source or retry_of';
      throw new ApiError(422, 'validation_error', message, [{ path: 'source', message }]);
    }
    let input: RetryInput;
    const retryOf = body.retry_of ?? null;
    if (retryOf) {
      const found = user.is_premium ? await findFailedAttempt(ctx.db, user.id, retryOf) : null;
      if (!found) throw new ApiError(404, 'not_found', 'Not found');
      input = body.output_language ? { ...found, output_language: body.output_language } : found;
    } else {
      input = {
        source: body.source as RetryInput['source'],
        ...(body.output_language ? { output_language: body.output_language } : {}),
      };
    }
    const context = (retryAfterSeconds?: number) => ({
      premium: user.is_premium,
      dailyLimit: plan === 'premium' ? config.SUMMARY_DAILY_PREMIUM : config.SUMMARY_DAILY_BASIC,
      maxChars: config.SUMMARY_MAX_CHARS,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });

    const taken = await quotas.take(user.id, plan);
    if (!taken.allowed) {
      const failure = failureOf('quota_exhausted', context(taken.retryAfterSeconds));
      return c.json({ message: failure.message, code: 'quota_exhausted' as const }, 429, {
        'Retry-After': String(taken.retryAfterSeconds),
        [REMAINING_HEADER]: '0',
      });
    }
    const before = await quotas.read(user.id, plan);
    c.header(REMAINING_HEADER, String(before.remaining + 1));

    const customPrompt = user.is_premium ? await findPrompt(ctx.db, user.id) : null;
    const abort = new AbortController();

    /** Runs the summary, saves it for Premium, settles the quota; the last event's data. */
    const run = async (on: Parameters<typeof writeSummary>[2]): Promise<Result> => {
      let result: EngineResult;
      try {
        result = await writeSummary(
          { source: input.source, outputLanguage: input.output_language ?? null, customPrompt },
          {
            model,
            partChars: config.SUMMARY_PART_CHARS,
            maxChars: config.SUMMARY_MAX_CHARS,
            now: () => ctx.now(),
            signal: abort.signal,
          },
          on,
        );
      } catch (err) {
        ctx.log.error({ err }, 'summary failed unexpectedly');
        result = { ok: false, reason: 'internal_error' };
      }
      if (result.ok) {
        const { coverage } = result.summary;
        if (user.is_premium)
          on.progress({ type: 'progress', phase: 'saving', part: coverage.parts, parts: coverage.parts, coverage });
        const saved = user.is_premium ? await saveSummary(ctx.db, user.id, result.summary, ctx.now(), retryOf) : null;
        // Counted with the extension's saves (issue 26.8); never refused here: the day's quota bounds these.
        if (saved) await saves.hit(user.id);
        ctx.log.info(
          { provider, parts: result.summary.coverage.parts, fallback: result.summary.fallback },
          'summary written',
        );
        return {
          type: 'done',
          summary: result.summary,
          ...(saved ? { saved: toSummary(saved) } : {}),
          quota: await quotas.read(user.id, plan),
        };
      }
      await quotas.giveBack(user.id, plan);
      const failure = failureOf(result.reason, context(result.retryAfterSeconds));
      ctx.log.warn({ provider, reason: result.reason, status: result.status }, 'summary failed');
      const saved =
        user.is_premium && !abort.signal.aborted
          ? await saveFailedAttempt(
              ctx.db,
              user.id,
              { input, reason: result.reason, message: failure.message },
              ctx.now(),
              retryOf,
            )
          : null;
      return {
        type: 'failed',
        failure,
        ...(saved ? { saved: toSummary(saved) } : {}),
        quota: await quotas.read(user.id, plan),
      };
    };

    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      c.req.raw.signal.addEventListener('abort', () => abort.abort());
      const result = await run({ progress: () => {}, section: () => {} });
      return c.json(result);
    }

    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream: SSEStreamingApi) => {
      stream.onAbort(() => abort.abort());
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n').catch(() => {}), HEARTBEAT_MS);
      // Events are written in order: each write waits for the one before.
      let queue: Promise<unknown> = Promise.resolve();
      const send = (event: string, data: unknown) => {
        queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => {}));
      };
      try {
        const result = await run({
          progress: (progress) => send('progress', progress),
          section: (index, section) => send('section', { type: 'section', index, section }),
        });
        send(result.type, result);
        await queue;
      } finally {
        clearInterval(heartbeat);
      }
    });
  });

  return app;
}
