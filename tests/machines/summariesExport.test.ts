import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type ExportProgressEvent,
  type ExportUserEvent,
  selectIsExporting,
  selectProgress,
  summariesExportMachine,
} from '#machines/summariesExport.machine.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { noticeToast } from '#src/app/notices.ts';
import { effectsRecorder } from './harness.ts';

/** A download the test drives: it reports what the test sends through `report`, and records whether it was stopped. */
function scriptedDownload() {
  const state = { report: (_event: ExportProgressEvent) => {}, started: 0, stopped: 0 };
  const logic = fromCallback<ExportUserEvent>(({ sendBack }) => {
    state.started += 1;
    state.report = sendBack;
    return () => {
      state.stopped += 1;
    };
  });
  return { logic, state };
}

function start() {
  const effects = effectsRecorder();
  const download = scriptedDownload();
  const actor = createActor(
    summariesExportMachine.provide({
      actors: { downloadExport: download.logic },
      actions: effects.actions,
    }),
  ).start();
  return { actor, effects, download };
}

describe('export all summaries', () => {
  it('shows how many summaries have arrived, then says how many were exported', () => {
    const { actor, effects, download } = start();
    actor.send({ type: 'export.started' });
    expect(selectIsExporting(actor.getSnapshot())).toBe(true);
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 0, total: null });
    download.state.report({ type: 'export.progress', done: 40, total: 100 });
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 40, total: 100 });
    download.state.report({ type: 'export.finished', count: 100 });
    expect(selectIsExporting(actor.getSnapshot())).toBe(false);
    expect(effects.notices.map(noticeToast)).toEqual([{ kind: 'success', title: messages.exporting.done(100) }]);
  });

  it('with no summaries says there was nothing to export, not "Exported 0 summaries"', () => {
    const { actor, effects, download } = start();
    actor.send({ type: 'export.started' });
    download.state.report({ type: 'export.finished', count: 0 });
    expect(effects.notices.map(noticeToast)).toEqual([{ kind: 'success', title: messages.exporting.nothing }]);
  });

  it('cancel stops the download; a new export starts from nothing', () => {
    const { actor, download } = start();
    actor.send({ type: 'export.started' });
    download.state.report({ type: 'export.progress', done: 3, total: 10 });
    actor.send({ type: 'export.cancelled' });
    expect(download.state.stopped).toBe(1);
    actor.send({ type: 'export.started' });
    expect(download.state.started).toBe(2);
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 0, total: null });
  });

  it('a failure says so; an ended session stops it quietly, with no failure toast', () => {
    const { actor, effects, download } = start();
    actor.send({ type: 'export.started' });
    download.state.report({ type: 'export.failed', error: new TypeError('Failed to fetch') });
    expect(effects.notices.map(noticeToast)).toEqual([{ kind: 'error', title: messages.exporting.failed }]);
    actor.send({ type: 'export.started' });
    download.state.report({ type: 'export.failed', error: sessionEnded() });
    expect(effects.notices).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
