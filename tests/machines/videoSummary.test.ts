/**
 * The extension's flow for one video: transcript → instant summary → the provider's over it, failures
 * with their reasons, Retry, and a snapshot restored as a woken service worker restores it.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { GeneratedSummary } from '#machines/apiTypes.ts';
import { summaryWriterMachine } from '#machines/summaryWriter.machine.ts';
import {
  selectShownSummary,
  selectStage,
  type SummarySetup,
  type TranscriptReading,
  videoSummaryMachine,
  type WriterEvent,
  type WriterInput,
} from '#machines/videoSummary.machine.ts';
import {
  liveStream,
  noCaptions,
  offlineSetup,
  reading,
  section,
  signedInSetup,
  summary,
  watchPage,
} from './videoSummaryModel.ts';

type Script = (send: (event: WriterEvent) => void, input: WriterInput) => void;

function run(
  options: { setup?: SummarySetup; transcript?: () => Promise<TranscriptReading>; writers?: Script[] } = {},
) {
  const writers = [...(options.writers ?? [])];
  const calls = { transcript: 0, writer: 0 };
  const machine = videoSummaryMachine.provide({
    actors: {
      loadSetup: fromPromise(async () => options.setup ?? signedInSetup),
      getTranscript: fromPromise(async () => {
        calls.transcript++;
        return (options.transcript ?? (async () => reading))();
      }),
      summarizeOffline: fromPromise(async (): Promise<GeneratedSummary> => summary),
      summaryWriter: summaryWriterMachine.provide({
        actors: {
          writeSummary: fromCallback<WriterEvent, WriterInput>(({ sendBack, input }) => {
            calls.writer++;
            const script = writers.shift();
            queueMicrotask(() => script?.(sendBack, input));
          }),
        },
      }),
    },
  });
  return { machine, calls };
}

const settled = async (actor: { getSnapshot: () => { hasTag: (tag: string) => boolean } }) => {
  for (let i = 0; i < 50 && actor.getSnapshot().hasTag('busy'); i++) await new Promise((r) => setTimeout(r, 0));
};

const providerSummary: GeneratedSummary = { ...summary, provider: 'anthropic', model: 'claude', sections: [section] };

describe('videoSummary', () => {
  it('shows the instant summary, then the provider’s sections as they stream, then the provider’s summary', async () => {
    let release: (() => void) | undefined;
    const { machine } = run({
      writers: [
        (send) => {
          send({ type: 'writer.section', position: 0, section });
          release = () =>
            send({
              type: 'writer.finished',
              result: {
                type: 'done',
                summary: providerSummary,
                saved: {
                  id: '9b2f6c3e-1d4a-4f5b-8c7d-0e1f2a3b4c5d',
                  title: 't',
                  video_id: 'skimlyMan01',
                  type: 'video',
                  created_at: '2026-11-27T10:00:00Z',
                  summary: '[]',
                },
                quota: signedInSetup.quota ?? { plan: 'premium', limit: 100, used: 2, remaining: 98, resets_at: '' },
              },
            });
        },
      ],
    });
    const actor = createActor(machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    for (let i = 0; i < 50 && !release; i++) await new Promise((r) => setTimeout(r, 0));
    expect(selectStage(actor.getSnapshot())).toBe('streaming');
    expect(selectShownSummary(actor.getSnapshot())?.source).toBe('provider');
    expect(selectShownSummary(actor.getSnapshot())?.sections[0]).toEqual(section);
    release?.();
    expect(selectStage(actor.getSnapshot())).toBe('summarized');
    expect(actor.getSnapshot().context.saved).toBe(true);
    expect(selectShownSummary(actor.getSnapshot())?.summary?.provider).toBe('anthropic');
  });

  it('offline only: the instant summary is the answer, nothing is sent to a provider', async () => {
    const { machine, calls } = run({ setup: offlineSetup });
    const actor = createActor(machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    await settled(actor);
    expect(selectStage(actor.getSnapshot())).toBe('summarized');
    expect(selectShownSummary(actor.getSnapshot())?.source).toBe('instant');
    expect(calls.writer).toBe(0);
  });

  it('a provider 429 keeps the instant summary; Retry writes again without reading the page again', async () => {
    const { machine, calls } = run({
      writers: [
        (send) =>
          send({
            type: 'writer.broke',
            failure: { reason: 'provider_rate_limited', detail: null, nextStep: 'retry_later', retryAfterSeconds: 20 },
          }),
        (send) => send({ type: 'writer.wrote', summary: providerSummary }),
      ],
    });
    const actor = createActor(machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    await settled(actor);
    expect(selectStage(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure?.reason).toBe('provider_rate_limited');
    expect(selectShownSummary(actor.getSnapshot())?.source).toBe('instant');
    actor.send({ type: 'summary.retried' });
    await settled(actor);
    expect(selectStage(actor.getSnapshot())).toBe('summarized');
    expect(calls.transcript).toBe(1);
    expect(calls.writer).toBe(2);
  });

  it('no captions: the transcript module’s reason, and Retry reads the page again', async () => {
    const { machine, calls } = run({ transcript: () => Promise.reject(noCaptions) });
    const actor = createActor(machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toMatchObject({
      reason: 'no_captions',
      nextStep: 'use_another_source',
    });
    actor.send({ type: 'summary.retried' });
    await settled(actor);
    expect(calls.transcript).toBe(2);
  });

  it('a live stream is explained, not read', async () => {
    const { machine, calls } = run();
    const actor = createActor(machine, { input: liveStream }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    expect(actor.getSnapshot().context.failure?.reason).toBe('live');
    expect(calls.transcript).toBe(0);
  });

  it('a snapshot persisted mid-stream is restored by a new worker, which writes the summary again', async () => {
    const first = run({ writers: [() => {}] });
    const actor = createActor(first.machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    for (let i = 0; i < 50 && first.calls.writer === 0; i++) await new Promise((r) => setTimeout(r, 0));
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();

    const second = run({ writers: [(send) => send({ type: 'writer.wrote', summary: providerSummary })] });
    const restored = createActor(second.machine, { input: watchPage, snapshot: persisted }).start();
    await settled(restored);
    expect(selectStage(restored.getSnapshot())).toBe('summarized');
    expect(second.calls.transcript).toBe(0);
    expect(second.calls.writer).toBe(1);
    expect(restored.getSnapshot().context.instant).toEqual(summary);
  });

  it('whoever watches the flow hears each streamed section (the writer tells its parent)', async () => {
    let send: ((event: WriterEvent) => void) | undefined;
    const { machine } = run({ writers: [(sendBack) => (send = sendBack)] });
    const actor = createActor(machine, { input: watchPage }).start();
    await settled(actor);
    actor.send({ type: 'summary.requested' });
    for (let i = 0; i < 50 && !send; i++) await new Promise((r) => setTimeout(r, 0));
    const seen: number[] = [];
    actor.subscribe((snapshot) => seen.push(selectShownSummary(snapshot)?.sections.length ?? 0));
    send?.({ type: 'writer.section', position: 0, section });
    send?.({ type: 'writer.section', position: 1, section: { ...section, timestamp: '1:30', title: 'Later' } });
    expect(seen).toEqual([1, 2]);
    expect(selectShownSummary(actor.getSnapshot())?.sections.map((s) => s.title)).toEqual(['Coming home', 'Later']);
  });
});
