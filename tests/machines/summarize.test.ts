import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  selectCanRequest,
  selectCanRetry,
  selectChaptersProblem,
  selectFailure,
  selectIsKept,
  selectNothingFound,
  selectSaved,
  selectSections,
  selectStep,
  selectTranscript,
  selectVideoId,
  type SummarizeStreamEvent,
  type SummaryRequest,
  summarizeMachine,
} from '#machines/summarize.machine.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { httpError, networkError } from './fixtures.ts';
import { settle } from './harness.ts';
import {
  basicQuota,
  doneNotSaved,
  doneSaved,
  failedResult,
  pastedTranscript,
  premiumQuota,
  progress,
  quotaAnswer,
  sections,
  srtFile,
  VIDEO_ID,
} from './summarizeFixtures.ts';

/** A stream the test drives: what the machine asked for, and a way to send it the server's events. */
function fakeStream() {
  const requests: SummaryRequest[] = [];
  let sendBack: ((event: SummarizeStreamEvent) => void) | null = null;
  let stopped = 0;
  const logic = fromCallback<EventObject, { request: SummaryRequest }>(({ input, sendBack: send }) => {
    requests.push(input.request);
    sendBack = send;
    return () => {
      stopped += 1;
    };
  });
  return {
    logic,
    requests,
    emit: (event: SummarizeStreamEvent) => sendBack?.(event),
    stopped: () => stopped,
  };
}

function start(options: { isPremium?: boolean; quota?: () => Promise<unknown> } = {}) {
  const stream = fakeStream();
  const loadQuota = options.quota ?? (() => Promise.resolve(quotaAnswer(premiumQuota)));
  const actor = createActor(
    summarizeMachine.provide({
      actors: { generateSummary: stream.logic, loadQuota: fromPromise(loadQuota as never) },
    }),
    { input: { isPremium: options.isPremium ?? true, untitled: messages.newSummary.untitled } },
  ).start();
  return { actor, stream };
}

describe('summarize: the source', () => {
  it('reads a pasted transcript as it is typed and can summarise it once it holds words', () => {
    const { actor } = start();
    expect(selectCanRequest(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'source.textChanged', text: pastedTranscript });
    expect(selectTranscript(actor.getSnapshot())).toEqual({ format: 'plain', lines: 2, seconds: 6 });
    expect(selectCanRequest(actor.getSnapshot())).toBe(true);
  });

  it('says when a file holds no words, and will not send it', () => {
    const { actor } = start();
    actor.send({ type: 'source.fileChosen', name: 'empty.srt', text: '1\n00:00:00,000 --> 00:00:01,000\n<i></i>\n' });
    expect(selectNothingFound(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'summary.requested' });
    expect(selectStep(actor.getSnapshot())).toBe('editing');
  });

  it('takes the title and the video from a file named the way yt-dlp names it, and sends a video', () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.fileChosen', name: srtFile.name, text: srtFile.text });
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: 'How attention works', videoLink: VIDEO_ID });
    expect(selectVideoId(actor.getSnapshot())).toBe(VIDEO_ID);
    actor.send({ type: 'summary.requested' });
    expect(stream.requests).toEqual([
      {
        source: {
          kind: 'video',
          video_id: VIDEO_ID,
          title: 'How attention works',
          duration_seconds: 9.3,
          segments: [
            { start: 0, duration: 4.2, text: 'Today we look at how transformers read a sentence.' },
            { start: 4.2, duration: 5.1, text: 'The key idea is attention.' },
          ],
        },
      },
    ]);
  });

  it('sends text without a named video as a document, under the title typed', () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.textChanged', text: 'An essay about tides.\nThe moon pulls the sea.' });
    actor.send({ type: 'source.titleChanged', title: 'Tides' });
    actor.send({ type: 'source.videoChanged', link: 'https://example.com/not-youtube' });
    actor.send({ type: 'summary.requested' });
    expect(stream.requests[0]).toEqual({
      source: { kind: 'document', title: 'Tides', text: 'An essay about tides.\nThe moon pulls the sea.' },
    });
    expect(selectVideoId(actor.getSnapshot())).toBeNull();
  });

  it("sends pasted text without a title under the catalogue's untitled title", () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.textChanged', text: 'An essay about tides.' });
    actor.send({ type: 'summary.requested' });
    expect(stream.requests[0]).toEqual({
      source: { kind: 'document', title: messages.newSummary.untitled, text: 'An essay about tides.' },
    });
  });

  it('clears the source but keeps the title and the video', () => {
    const { actor } = start();
    actor.send({ type: 'source.fileChosen', name: srtFile.name, text: srtFile.text });
    actor.send({ type: 'source.cleared' });
    expect(actor.getSnapshot().context.draft).toEqual({
      text: '',
      fileName: null,
      title: 'How attention works',
      videoLink: VIDEO_ID,
      chapters: '',
      language: '',
    });
    expect(selectTranscript(actor.getSnapshot())).toBeNull();
  });
});

describe('summarize: the stream', () => {
  function running(options?: Parameters<typeof start>[0]) {
    const started = start(options);
    started.actor.send({ type: 'source.fileChosen', name: srtFile.name, text: srtFile.text });
    started.actor.send({ type: 'summary.requested' });
    return started;
  }

  it('prepares, then shows each section as it arrives, and lands saved in the history for Premium', () => {
    const { actor, stream } = running();
    expect(actor.getSnapshot().matches({ flow: { running: 'preparing' } })).toBe(true);
    stream.emit({ type: 'summary.progress', progress: progress('preparing') });
    expect(actor.getSnapshot().matches({ flow: { running: 'preparing' } })).toBe(true);
    stream.emit({ type: 'summary.progress', progress: progress('summarizing', 4.2) });
    expect(actor.getSnapshot().matches({ flow: { running: 'streaming' } })).toBe(true);
    stream.emit({ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[0] });
    expect(selectSections(actor.getSnapshot())).toEqual([sections[0]]);
    stream.emit({ type: 'summary.section', position: 1, section: sections[1] as (typeof sections)[0] });
    stream.emit({ type: 'summary.finished', result: doneSaved });
    const snapshot = actor.getSnapshot();
    expect(selectStep(snapshot)).toBe('saved');
    expect(selectSaved(snapshot)?.id).toBe(doneSaved.saved?.id);
    expect(selectSections(snapshot)).toEqual(sections);
    expect(snapshot.context.quota?.remaining).toBe(97);
    expect(stream.stopped()).toBe(1);
  });

  it('a first section ends the preparing even without a progress event', () => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[0] });
    expect(actor.getSnapshot().matches({ flow: { running: 'streaming' } })).toBe(true);
  });

  it('shows Basic its summary without saving it', async () => {
    const { actor, stream } = running({ isPremium: false, quota: () => Promise.resolve(quotaAnswer(basicQuota)) });
    await settle();
    expect(selectIsKept(actor.getSnapshot())).toBe(false);
    stream.emit({ type: 'summary.finished', result: doneNotSaved });
    expect(selectStep(actor.getSnapshot())).toBe('done');
    expect(selectSaved(actor.getSnapshot())).toBeNull();
  });

  it('cancel stops the stream and goes back to the draft', () => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.section', position: 0, section: sections[0] as (typeof sections)[0] });
    actor.send({ type: 'summary.cancelled' });
    expect(selectStep(actor.getSnapshot())).toBe('editing');
    expect(stream.stopped()).toBe(1);
    expect(selectSections(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().context.draft.fileName).toBe(srtFile.name);
  });

  it('a failed summary shows its reason; Retry names Premium’s failed attempt so a success replaces it', () => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.finished', result: failedResult('provider_timeout', { savedAttempt: true }) });
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'provider_timeout', retryAfterSeconds: null });
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'summary.retried' });
    expect(stream.requests.at(-1)).toEqual({ retry_of: '00000000-0000-4000-8000-0000000000bb' });
    expect(selectStep(actor.getSnapshot())).toBe('running');
  });

  it('Retry without a saved attempt sends the same source again', () => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.finished', result: failedResult('provider_rate_limited', { retryAfter: 30 }) });
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'provider_rate_limited', retryAfterSeconds: 30 });
    actor.send({ type: 'summary.retried' });
    expect(stream.requests).toHaveLength(2);
    expect(stream.requests[1]).toEqual(stream.requests[0]);
  });

  it.each([['quota_exhausted'], ['no_transcript'], ['too_long']] as const)(
    'offers no Retry for %s: the source or the day has to change first',
    (reason) => {
      const { actor, stream } = running();
      stream.emit({ type: 'summary.finished', result: failedResult(reason) });
      expect(selectCanRetry(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'summary.edited' });
      expect(selectStep(actor.getSnapshot())).toBe('editing');
    },
  );

  it.each([
    ['no connection', networkError, 'network'],
    ['a stream cut short', { interrupted: true }, 'interrupted'],
    ['413', httpError(413), 'too_long'],
    ['422', httpError(422, 'Invalid input'), 'rejected'],
    ['500', httpError(500), 'internal_error'],
  ] as const)('a call that fails with %s fails with the reason %s', (_name, error, reason) => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.error', error });
    expect(selectFailure(actor.getSnapshot())?.reason).toBe(reason);
  });

  it('429: the day’s quota is spent, and says so', async () => {
    const { actor, stream } = running();
    await settle();
    stream.emit({
      type: 'summary.error',
      error: Object.assign(httpError(429, 'Spent'), { retryAfterSeconds: 3600 }),
    });
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'quota_exhausted', retryAfterSeconds: 3600 });
    expect(actor.getSnapshot().context.quota?.remaining).toBe(0);
  });

  it('an ended session stops the flow quietly: the composition root has signed the person out', () => {
    const { actor, stream } = running();
    stream.emit({ type: 'summary.error', error: sessionEnded() });
    expect(actor.getSnapshot().matches({ flow: 'signedOut' })).toBe(true);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });
});

describe('summarize: the quota', () => {
  it('is read when the flow opens, and decides whether the summary is kept', async () => {
    const { actor } = start({ isPremium: true, quota: () => Promise.resolve(quotaAnswer(basicQuota)) });
    expect(selectIsKept(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.quota).toEqual(basicQuota);
    expect(selectIsKept(actor.getSnapshot())).toBe(false);
  });

  it('unknown when it cannot be read; the flow works on', async () => {
    const { actor } = start({ quota: () => Promise.reject(networkError) });
    await settle();
    expect(actor.getSnapshot().matches({ quota: 'unknown' })).toBe(true);
    actor.send({ type: 'source.textChanged', text: pastedTranscript });
    expect(selectCanRequest(actor.getSnapshot())).toBe(true);
  });
});

describe('summarize: chapters and the summary language', () => {
  it('sends the pasted chapters with the video and the chosen language', () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.textChanged', text: pastedTranscript });
    actor.send({ type: 'source.videoChanged', link: `https://youtu.be/${VIDEO_ID}` });
    actor.send({ type: 'source.chaptersChanged', chapters: '0:03 The end\n0:00 The start' });
    actor.send({ type: 'source.languageChanged', language: 'pt' });
    actor.send({ type: 'summary.requested' });
    const request = stream.requests[0];
    expect(request?.output_language).toBe('pt');
    expect(request?.source?.kind === 'video' && request.source.chapters).toEqual([
      { start: 0, title: 'The start' },
      { start: 3, title: 'The end' },
    ]);
  });

  it('will not send chapters it cannot read, and names the line to fix', () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.textChanged', text: pastedTranscript });
    actor.send({ type: 'source.chaptersChanged', chapters: '0:00 Intro\nno time here' });
    expect(selectChaptersProblem(actor.getSnapshot())).toEqual({ ok: false, problem: 'not_a_chapter', line: 2 });
    expect(selectCanRequest(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'summary.requested' });
    expect(stream.requests).toHaveLength(0);
    actor.send({ type: 'source.chaptersChanged', chapters: '0:00 Intro' });
    expect(selectChaptersProblem(actor.getSnapshot())).toBeNull();
    expect(selectCanRequest(actor.getSnapshot())).toBe(true);
  });

  it("sends no language when the transcript's own is kept", () => {
    const { actor, stream } = start();
    actor.send({ type: 'source.textChanged', text: pastedTranscript });
    actor.send({ type: 'source.languageChanged', language: 'de' });
    actor.send({ type: 'source.languageChanged', language: '' });
    actor.send({ type: 'summary.requested' });
    expect(stream.requests[0]).not.toHaveProperty('output_language');
  });
});
