import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { SummariesPage, SummariesQuery, Summary } from '#machines/apiTypes.ts';
import { selectDeleteActor, selectRange, selectSummaries, summariesMachine } from '#machines/summaries.machine.ts';
import { summaryShareMachine } from '#machines/summaryShare.machine.ts';
import { selectIsUndoable, summaryDeleteMachine, UNDO_TOAST_ID } from '#machines/summaryDelete.machine.ts';
import { SUMMARY_UNDO_MS } from '#domain/constants.ts';
import { httpError, networkError } from './fixtures.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { noticeToast } from '#src/app/notices.ts';
import { effectsRecorder, fakeActor, parentRecorder, settle } from './harness.ts';

const text = messages.summaryActions;

function summary(n: number): Summary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Talk ${n}`,
    video_id: 'dQw4w9WgXcQ',
    type: 'video',
    created_at: `2026-11-${String(30 - n).padStart(2, '0')}T10:00:00.000Z`,
    summary: 'Plain text',
  };
}

/** A list of `count` summaries on a fake server whose deletions and restores change what it answers. */
function server(count: number, failures: { delete?: unknown; restore?: unknown } = {}) {
  let rows = Array.from({ length: count }, (_, index) => summary(index + 1));
  const fetch = fakeActor<SummariesPage, SummariesQuery>((query) => {
    const start = (query.page - 1) * query.per_page;
    return {
      summaries: rows.slice(start, start + query.per_page),
      pagination: {
        total: rows.length,
        per_page: query.per_page,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(rows.length / query.per_page)),
      },
    };
  });
  const remove = fakeActor<unknown, { id: string }>(({ id }) => {
    if (failures.delete) throw failures.delete;
    rows = rows.filter((row) => row.id !== id);
    return { success: true };
  });
  const restore = fakeActor<unknown, { summary: Summary }>(({ summary: back }) => {
    if (failures.restore) throw failures.restore;
    rows = [...rows, back].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { success: true };
  });
  return { fetch, remove, restore, rows: () => rows };
}

async function start(count: number, failures: { delete?: unknown; restore?: unknown } = {}) {
  const effects = effectsRecorder();
  const fake = server(count, failures);
  const clock = new SimulatedClock();
  const machine = summariesMachine.provide({
    actors: {
      fetchSummaries: fake.fetch.logic,
      summaryDelete: summaryDeleteMachine.provide({
        actors: { deleteSummary: fake.remove.logic, restoreSummary: fake.restore.logic },
        actions: effects.actions,
      }),
    },
  });
  const actor = createActor(machine, { parent: parentRecorder(clock).ref }).start();
  await settle();
  return { actor, effects, fake, clock };
}

const titles = (actor: { getSnapshot: () => Parameters<typeof selectSummaries>[0] }) =>
  selectSummaries(actor.getSnapshot()).map((s) => s.title);

async function deleteFirst(actor: Awaited<ReturnType<typeof start>>['actor'], id = summary(1).id) {
  actor.send({ type: 'summary.deleteRequested', id });
  const deletion = selectDeleteActor(actor.getSnapshot());
  if (!deletion) throw new Error('no deletion runs');
  await settle();
  await settle();
  return deletion;
}

describe('deleting a summary from its card', () => {
  it('deletes at once, without asking first (issue 28.9: undone, not also confirmed)', async () => {
    const { actor, fake } = await start(3);
    actor.send({ type: 'summary.deleteRequested', id: summary(1).id });
    await settle();
    expect(fake.remove.calls).toEqual([{ id: summary(1).id }]);
  });

  it('removes the card, refills the page and keeps the total right; the list offers Undo, no toast', async () => {
    const { actor, effects, fake } = await start(12);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 10, total: 12 });
    await deleteFirst(actor);
    expect(fake.remove.calls).toEqual([{ id: summary(1).id }]);
    expect(titles(actor)).toHaveLength(10);
    expect(titles(actor)).not.toContain('Talk 1');
    expect(titles(actor).at(-1)).toBe('Talk 11');
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 10, total: 11 });
    const deletion = selectDeleteActor(actor.getSnapshot());
    expect(deletion && selectIsUndoable(deletion.getSnapshot())).toBe(true);
    expect(effects.notices).toEqual([]);
  });

  it('Undo puts it back under its id, and the page is as before', async () => {
    const { actor, effects, fake } = await start(12);
    const deletion = await deleteFirst(actor);
    deletion.send({ type: 'delete.undone' });
    await settle();
    await settle();
    expect(fake.restore.calls).toEqual([{ summary: summary(1) }]);
    expect(titles(actor)[0]).toBe('Talk 1');
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 10, total: 12 });
    expect(effects.notices.map(noticeToast).at(-1)).toEqual({
      kind: 'success',
      title: text.restored,
      id: UNDO_TOAST_ID,
    });
  });

  it('after the undo window the deletion is for good: its notice goes and Undo does nothing', async () => {
    const { actor, fake, clock } = await start(3);
    const deletion = await deleteFirst(actor);
    clock.increment(SUMMARY_UNDO_MS - 1);
    expect(selectIsUndoable(deletion.getSnapshot())).toBe(true);
    clock.increment(1);
    await settle();
    expect(selectIsUndoable(deletion.getSnapshot())).toBe(false);
    deletion.send({ type: 'delete.undone' });
    await settle();
    expect(fake.restore.calls).toEqual([]);
    expect(selectDeleteActor(actor.getSnapshot())).toBeUndefined();
    expect(titles(actor)).toEqual(['Talk 2', 'Talk 3']);
  });

  it('the window waits while the notice holds the focus or the pointer, then runs again in full', async () => {
    const { actor, clock } = await start(3);
    const deletion = await deleteFirst(actor);
    clock.increment(SUMMARY_UNDO_MS - 1);
    deletion.send({ type: 'undo.held' });
    clock.increment(SUMMARY_UNDO_MS * 3);
    expect(selectIsUndoable(deletion.getSnapshot())).toBe(true);
    deletion.send({ type: 'undo.released' });
    clock.increment(SUMMARY_UNDO_MS - 1);
    expect(selectIsUndoable(deletion.getSnapshot())).toBe(true);
    clock.increment(1);
    await settle();
    expect(selectDeleteActor(actor.getSnapshot())).toBeUndefined();
  });

  it('deleting the last card of the last page shows the page before it', async () => {
    const { actor } = await start(11);
    actor.send({ type: 'page.next' });
    await settle();
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 11, to: 11, total: 11 });
    await deleteFirst(actor, summary(11).id);
    await settle();
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 10, total: 10 });
  });

  it('a failed deletion keeps the card and says so', async () => {
    const { actor, effects } = await start(2, { delete: networkError });
    await deleteFirst(actor);
    expect(titles(actor)).toEqual(['Talk 1', 'Talk 2']);
    expect(effects.notices.map(noticeToast).at(-1)).toEqual({
      kind: 'error',
      title: text.deleteFailed,
      id: UNDO_TOAST_ID,
    });
  });

  it('stops quietly when the session ended while deleting: no failure said', async () => {
    const { actor, effects } = await start(2, { delete: sessionEnded() });
    const deletion = await deleteFirst(actor);
    expect(deletion.getSnapshot().status).toBe('done');
    expect(effects.notices).toEqual([]);
  });

  it('a failed undo says so and the summary stays deleted', async () => {
    const { actor, effects } = await start(2, { restore: httpError(500) });
    const deletion = await deleteFirst(actor);
    deletion.send({ type: 'delete.undone' });
    await settle();
    expect(titles(actor)).toEqual(['Talk 2']);
    expect(effects.notices.map(noticeToast).at(-1)).toEqual({
      kind: 'error',
      title: text.restoreFailed,
      id: UNDO_TOAST_ID,
    });
  });
});

describe('a second deletion', () => {
  it("ends the first one's undo window: one notice, the second's", async () => {
    const { actor, fake } = await start(3);
    await deleteFirst(actor);
    actor.send({ type: 'summary.deleteRequested', id: summary(2).id });
    await settle();
    expect(fake.remove.calls.map((call) => call.id)).toEqual([summary(1).id, summary(2).id]);
    const second = selectDeleteActor(actor.getSnapshot());
    expect(second?.getSnapshot().context.summary.id).toBe(summary(2).id);
  });
});

describe('copy and download', () => {
  it('copies the card it was asked for and says so; a refused clipboard says so too', async () => {
    const effects = effectsRecorder();
    const fake = server(2);
    let refuse = false;
    const copy = fakeActor<unknown, { summary: Summary }>(() => {
      if (refuse) throw new Error('denied');
      return null;
    });
    const download = fakeActor<unknown, { summary: Summary }>(() => null);
    const actor = createActor(
      summariesMachine.provide({
        actors: {
          fetchSummaries: fake.fetch.logic,
          summaryShare: summaryShareMachine.provide({
            actors: { copySummary: copy.logic, downloadSummary: download.logic },
            actions: { notify: effects.actions.notify },
          }),
        },
      }),
      { parent: parentRecorder().ref },
    ).start();
    await settle();
    actor.send({ type: 'summary.copyRequested', id: summary(2).id });
    await settle();
    expect(copy.calls).toEqual([{ summary: summary(2) }]);
    expect(effects.notices.at(-1)).toEqual({ kind: 'success', name: 'summaryCopied' });
    refuse = true;
    actor.send({ type: 'summary.copyRequested', id: summary(1).id });
    await settle();
    expect(effects.notices.at(-1)).toEqual({ kind: 'error', name: 'summaryCopyFailed' });
    actor.send({ type: 'summary.downloadRequested', id: summary(1).id });
    actor.send({ type: 'summary.downloadRequested', id: 'not-listed' });
    await settle();
    expect(download.calls).toEqual([{ summary: summary(1) }]);
  });
});
