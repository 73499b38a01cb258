/**
 * The export (DECISIONS.md "The customer's data"): the whole history as a zip, read from the database
 * a batch at a time and sent as it is made, so 40 or 100,000 summaries cost the server the same
 * memory. Each summary's Markdown file goes out at once; index.md and summaries.json grow in deflated
 * spool files meanwhile and follow the last summary, their sizes known by then (server/summaries/zip.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { dayOf, linkText, markdownFileName, summaryMarkdown } from '#domain/summaryMarkdown.ts';
import type { Database } from '#server/db/types.ts';
import { LIST_ORDER, type SummaryOut, type SummaryRow, toSummary } from './repository.ts';
import { Spool, ZipWriter } from './zip.ts';

/** Rows per query: large enough that round trips do not dominate, small enough to keep memory flat. */
export const EXPORT_BATCH = 500;

/** created_at also as text: its microseconds survive the round trip a Date (milliseconds) would cut. */
const COLUMNS = 'id, title, video_id, type, summary, created_at, created_at::text AS position';

export type ExportPlan = { userId: string; timeZone: string; now: Date; count: number };

/** How many summaries an export of the user's history started now holds. */
export async function exportCount(db: Database, userId: string, now: Date): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM summaries WHERE user_id = $1 AND created_at <= $2',
    [userId, now],
  );
  return row.n;
}

/**
 * Newest first, in batches: each query continues after the last row of the one before (keyset), so
 * a batch costs the same at the end of the history as at its start. Summaries saved after the export
 * started are not in it (created_at <= now), so the count announced up front holds.
 */
async function* rowsOf(db: Database, userId: string, now: Date): AsyncGenerator<SummaryRow[]> {
  let after: { position: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [userId, now, EXPORT_BATCH];
    const cursor: string = after ? 'AND (created_at, id) < ($4::timestamptz, $5::uuid)' : '';
    if (after) params.push(after.position, after.id);
    const rows: Array<SummaryRow & { position: string }> = await db.query(
      `SELECT ${COLUMNS} FROM summaries WHERE user_id = $1 AND created_at <= $2 ${cursor} ${LIST_ORDER} LIMIT $3`,
      params,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { position: last.position, id: last.id };
  }
}

/**
 * Unique file names: two summaries of one day with one title get -2, -3... Summaries come newest
 * first, so one day's are together and only that day's names are remembered.
 */
function fileNamer(timeZone: string) {
  let day = '';
  const seen = new Map<string, number>();
  return (summary: SummaryOut) => {
    const today = dayOf(summary.created_at, timeZone);
    if (today !== day) {
      day = today;
      seen.clear();
    }
    const base = markdownFileName(summary, timeZone);
    const copy = (seen.get(base) ?? 0) + 1;
    seen.set(base, copy);
    return markdownFileName(summary, timeZone, copy);
  };
}

const text = messages.exporting;

/** The archive's bytes, in order; the spool folder is removed however the stream ends. */
export async function* exportArchive(db: Database, plan: ExportPlan): AsyncGenerator<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'skimly-export-'));
  try {
    const zip = new ZipWriter(dir);
    const index = new Spool(join(dir, 'index.md'));
    const json = new Spool(join(dir, 'summaries.json'));
    const nameOf = fileNamer(plan.timeZone);
    await index.write(
      `# ${text.indexTitle(PRODUCT_NAME)}\n\n${text.indexIntro(plan.count, dayOf(plan.now, plan.timeZone))}\n\n`,
    );
    await json.write('[');
    let first = true;
    for await (const rows of rowsOf(db, plan.userId, plan.now)) {
      const files: Buffer[] = [];
      for (const row of rows) {
        const summary = toSummary(row);
        const name = nameOf(summary);
        const markdown = Buffer.from(summaryMarkdown(summary, plan.timeZone), 'utf8');
        files.push(await zip.entry(name, markdown, new Date(summary.created_at)));
        await index.write(`- [${linkText(summary.title)}](<${name}>) · ${dayOf(summary.created_at, plan.timeZone)}\n`);
        await json.write(`${first ? '\n' : ',\n'}${JSON.stringify(summary)}`);
        first = false;
      }
      yield Buffer.concat(files);
    }
    await json.write(first ? ']\n' : '\n]\n');
    yield* zip.spooled('index.md', index, plan.now);
    yield* zip.spooled('summaries.json', json, plan.now);
    yield* zip.finish();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A pull-based body: the next chunk is made only when the client has taken the last (backpressure). */
export function streamOf(
  chunks: AsyncGenerator<Uint8Array>,
  onError: (err: unknown) => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (err) {
        onError(err);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
