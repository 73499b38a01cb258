/**
 * The summarize machine's generated paths replayed on the real /dashboard ("New summary", issue 23.8):
 * the dialog is opened, the transcript typed or a file chosen, the buttons pressed; the quota call is
 * answered as the path says and the summary's stream sends the server's events. After every step the
 * dialog shows the predicted state: the form (its fields, the file, what was read, the quota), the
 * progress and the sections as they arrive, the saved or not-saved outcome, or the failure's reason.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { DEFAULT_PROMPT } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import {
  selectCanRequest,
  selectCanRetry,
  selectIsKept,
  selectNothingFound,
  summarizeMachine,
} from '#machines/summarize.machine.ts';
import { failureWords } from '#domain/failureWords.ts';
import { plans, premiumAccount, summariesPage } from '#tests/machines/fixtures.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.newSummary;

/**
 * The server's answer to POST /api/summaries/generate, driven by the replay: the website's real adapter
 * (fetch, a streaming reader, the SSE parser) reads it. The answer starts with the first event the path
 * sends: an HTTP error (401) before any, or a 200 event stream that the next events are written to.
 */
const server = vi.hoisted(() => ({
  calls: 0,
  respond: null as ((response: Response | Error) => void) | null,
  body: null as ReadableStreamDefaultController<Uint8Array> | null,
}));

vi.mock('#src/features/newSummary/actors.ts', async (original) => {
  const { fakeApi: scripted } = await import('./support/fakeApi.ts');
  const real = await original<typeof import('#src/features/newSummary/actors.ts')>();
  const { newSummaryActors } = scripted.scriptModule('newSummary', {
    newSummaryActors: { loadQuota: real.newSummaryActors.loadQuota },
  });
  return { newSummaryActors: { ...real.newSummaryActors, loadQuota: newSummaryActors.loadQuota } };
});

const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
  if (!String(input).endsWith('/api/summaries/generate')) return realFetch(input, init);
  server.calls += 1;
  server.body = null;
  return new Promise<Response>((resolve, reject) => {
    server.respond = (answer) => (answer instanceof Error ? reject(answer) : resolve(answer));
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
});

const encoder = new TextEncoder();

/** Writes one server event to the answer, starting the 200 stream with the first one. */
function write(name: string, data: unknown) {
  if (!server.body) {
    if (!server.respond) throw new Error('no summary was asked for (the screen never sent one)');
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        server.body = controller;
      },
    });
    server.respond(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    server.respond = null;
  }
  server.body?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
}

function fail(error: unknown) {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : null;
  if (server.respond) {
    server.respond(
      status
        ? new Response(JSON.stringify({ message: 'Authentication required' }), { status })
        : new TypeError('Failed to fetch'),
    );
    server.respond = null;
  } else server.body?.error(new TypeError('network error'));
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: text.title });
}

replayPaths({
  model: 'summarize',
  machine: summarizeMachine,
  apiModule: 'newSummary',
  start: async () => {
    server.respond = null;
    server.body = null;
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({
      authenticated: true,
      user: { id: 'u1', email: premiumAccount.user.email, is_premium: true },
      token: 'token-1',
    }));
    fakeApi.answerAlways('plans', 'readStorage', () => ({ token: 'token-1' }));
    fakeApi.answerAlways('account', 'loadAccount', () => premiumAccount);
    fakeApi.answerAlways('plans', 'loadPlans', () => plans);
    fakeApi.answerAlways('plans', 'loadInvoices', () => []);
    fakeApi.answerAlways('summaries', 'prefetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('summaries', 'fetchSummaries', () => summariesPage(1, 1));
    fakeApi.answerAlways('summaries', 'browserIdle', () => null);
    fakeApi.answerAlways('prompt', 'prefetchPrompt', () => DEFAULT_PROMPT);
    fakeApi.answerAlways('prompt', 'fetchPrompt', () => DEFAULT_PROMPT);
    const site = renderSite('/dashboard');
    fireEvent.click(await waitFor(() => screen.queryByRole('button', { name: text.open }), 'New summary', 8000));
    await waitFor(() => screen.queryByRole('dialog', { name: text.title }), 'the New summary dialog');
    return site;
  },
  gestures: {
    'source.textChanged': (event) =>
      fireEvent.change(within(dialog()).getByRole('textbox', { name: text.transcriptLabel }), {
        target: { value: event.text },
      }),
    'source.fileChosen': (event) =>
      fireEvent.change(dialog().querySelector('input[type="file"]') as HTMLInputElement, {
        target: { files: [new File([event.text], event.name, { type: 'text/plain' })] },
      }),
    'source.cleared': () => fireEvent.click(within(dialog()).getByRole('button', { name: text.clearSource })),
    'source.titleChanged': (event) =>
      fireEvent.change(within(dialog()).getByRole('textbox', { name: text.titleLabel }), {
        target: { value: event.title },
      }),
    'source.videoChanged': (event) =>
      fireEvent.change(within(dialog()).getByRole('textbox', { name: text.videoLabel }), {
        target: { value: event.link },
      }),
    'source.chaptersChanged': (event) =>
      fireEvent.change(within(dialog()).getByRole('textbox', { name: text.chaptersLabel }), {
        target: { value: event.chapters },
      }),
    'source.languageChanged': (event) =>
      fireEvent.change(within(dialog()).getByRole('combobox', { name: text.languageLabel }), {
        target: { value: event.language },
      }),
    'summary.requested': () => fireEvent.click(within(dialog()).getByRole('button', { name: text.submit })),
    'summary.cancelled': () => fireEvent.click(within(dialog()).getByRole('button', { name: text.cancel })),
    'summary.retried': () => fireEvent.click(within(dialog()).getByRole('button', { name: text.retry })),
    'summary.edited': () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: new RegExp(`^(${text.edit}|${text.another})$`) })),
    'summary.progress': (event) => write('progress', event.progress),
    'summary.section': (event) => write('section', { type: 'section', index: event.position, section: event.section }),
    'summary.finished': (event) => write(event.result.type, event.result),
    'summary.error': (event) => fail(event.error),
  },
  expectScreen: (state, site) => {
    if (state.matches({ flow: 'signedOut' })) {
      expect(['/', '/login']).toContain(site.router.state.location.pathname);
      return;
    }
    const box = dialog();
    const { context } = state;
    const quotaLine = context.quota ? text.quota(context.quota.remaining, context.quota.limit) : null;
    if (state.matches({ flow: 'editing' })) {
      expect(within(box).getByRole('textbox', { name: text.transcriptLabel })).toHaveValue(context.draft.text);
      expect(within(box).getByRole('textbox', { name: text.titleLabel })).toHaveValue(context.draft.title);
      expect(within(box).getByRole('textbox', { name: text.videoLabel })).toHaveValue(context.draft.videoLink);
      if (context.draft.fileName) expect(box).toHaveTextContent(text.fromFile(context.draft.fileName));
      expect(within(box).getByRole('textbox', { name: text.chaptersLabel })).toHaveValue(context.draft.chapters);
      expect(within(box).getByRole('combobox', { name: text.languageLabel })).toHaveValue(context.draft.language);
      // Each problem of the draft is said where it is: no words in the transcript, a line that is not a chapter.
      const problems = [
        ...(selectNothingFound(state) ? [text.nothingFound] : []),
        ...(context.chapters.ok
          ? []
          : [
              context.chapters.problem === 'too_many'
                ? text.tooManyChapters
                : text.chapterNotRead(context.chapters.line),
            ]),
      ];
      expect(
        within(box)
          .queryAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(problems);
      const submit = within(box).getByRole('button', { name: text.submit });
      if (selectCanRequest(state)) expect(submit).toBeEnabled();
      else expect(submit).toBeDisabled();
      if (quotaLine) expect(box).toHaveTextContent(quotaLine);
      return;
    }
    // The sections shown so far, each with its title.
    const list = within(box).getByRole('list', { name: text.resultLabel });
    expect(within(list).queryAllByRole('heading', { level: 3 })).toHaveLength(context.sections.length);
    if (state.matches({ flow: 'running' })) {
      expect(within(box).getByRole('status')).toHaveTextContent(text.phases[context.progress?.phase ?? 'preparing']);
      expect(within(box).getByRole('button', { name: text.cancel })).toBeInTheDocument();
      return;
    }
    expect(within(box).queryByRole('button', { name: text.cancel })).toBeNull();
    if (state.matches({ flow: 'saved' })) {
      expect(box).toHaveTextContent(text.saved);
      expect(within(box).getByRole('button', { name: text.showInHistory })).toBeInTheDocument();
    }
    if (state.matches({ flow: 'done' })) expect(box).toHaveTextContent(text.notSaved);
    if (state.matches({ flow: 'failed' }) && context.failure) {
      // The catalogue's words for the reason; Premium is not told to upgrade.
      const failure = failureWords(context.failure.reason, selectIsKept(state));
      expect(within(box).getByRole('alert')).toHaveTextContent(failure.title);
      expect(within(box).getByRole('alert')).toHaveTextContent(failure.next);
      const retry = within(box).queryByRole('button', { name: text.retry });
      if (selectCanRetry(state)) expect(retry).toBeInTheDocument();
      else expect(retry).toBeNull();
    }
  },
});
