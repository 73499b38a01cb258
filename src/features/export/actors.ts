/**
 * The export's download (machines/summariesExport.machine.ts): GET /api/summaries/export read as a
 * stream; every entry's local header carries its size (decision 146), so ZipEntryCounter tells how
 * many Markdown files have arrived. The bytes become one Blob the browser saves.
 */
import { fromCallback } from 'xstate';
import { EXPORT_COUNT_HEADER } from '#domain/constants.ts';
import { exportFileName } from '#domain/summaryMarkdown.ts';
import type { ExportProgressEvent, ExportUserEvent } from '#machines/summariesExport.machine.ts';
import { api } from '#src/api/client.ts';
import { saveFile } from '#src/features/download.ts';
import { readerTimeZone } from '#src/features/format.ts';
import { ZipEntryCounter } from './zipEntries.ts';

/** index.md and summaries.json follow the Markdown files. */
const EXTRA_ENTRIES = 2;

function fileNameOf(response: Response, zone: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? exportFileName(new Date(), zone);
}

async function download(signal: AbortSignal, report: (event: ExportProgressEvent) => void): Promise<void> {
  const zone = readerTimeZone() ?? 'UTC';
  const { data, response } = await api.GET('/api/summaries/export', {
    params: { query: { tz: zone } },
    parseAs: 'stream',
    signal,
  });
  if (!data) throw new Error('the export answered without a body');
  const total = Number(response.headers.get(EXPORT_COUNT_HEADER) ?? 0);
  if (total === 0) {
    // No summaries: an archive of none is not worth a file on the person's disk (issue 28.7).
    await (data as ReadableStream<Uint8Array>).cancel();
    report({ type: 'export.finished', count: 0 });
    return;
  }
  const counter = new ZipEntryCounter();
  const parts: Uint8Array[] = [];
  report({ type: 'export.progress', done: 0, total });
  const reader = (data as ReadableStream<Uint8Array>).getReader();
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    counter.push(value);
    const received = Math.min(counter.progress.complete, total);
    if (received !== reported) {
      reported = received;
      report({ type: 'export.progress', done: received, total });
    }
  }
  if (!counter.progress.finished && counter.progress.complete < total + EXTRA_ENTRIES) {
    throw new Error('the export ended early');
  }
  saveFile(fileNameOf(response, zone), new Blob(parts as BlobPart[], { type: 'application/zip' }));
  report({ type: 'export.finished', count: total });
}

export const exportActors = {
  downloadExport: fromCallback<ExportUserEvent>(({ sendBack }) => {
    const controller = new AbortController();
    download(controller.signal, sendBack).catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'export.failed', error });
    });
    return () => controller.abort();
  }),
};
