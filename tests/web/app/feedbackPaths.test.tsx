/**
 * The feedback machine's generated paths (tests/machines/pathModels.ts) replayed against the real
 * uninstall page: each user event becomes the gesture that sends it, each actor outcome settles the
 * scripted request, and after every step the screen must show what the predicted state means.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import type { FeedbackPayload } from '../../../machines/apiTypes.ts';
import type { FeedbackContext, FeedbackEvent } from '../../../machines/feedback.machine.ts';
import UninstallPage, { appFeedbackMachine } from '../../../src/pages/uninstall/UninstallPage.tsx';
import { pathModels } from '../../machines/pathModels.ts';
import type { ModelPath } from '../../machines/pathCoverage.ts';
import { deferred, renderRoute } from './render.tsx';

const text = messages.feedback;
const model = pathModels.find((candidate) => candidate.name === 'feedback');
if (!model) throw new Error('feedback path model missing');
// 'Please specify' exists only for the reason 'other': a path typing there before choosing it has no gesture.
const paths = model
  .report()
  .paths.filter((path) =>
    path.steps.every(
      (step, i) => step.event.type !== 'feedback.commentsChanged' || path.steps[i - 1]?.state.context.reason === 'other',
    ),
  );

type Pending = ReturnType<typeof deferred<unknown>>;

/** One gesture per event type: `satisfies` makes a new event without a gesture fail to compile. */
const gestures = {
  'feedback.reasonChanged': (event) => fireEvent.click(screen.getByRole('radio', { name: text.reasons[event.reason] })),
  'feedback.commentsChanged': (event) =>
    fireEvent.change(screen.getByRole('textbox', { name: text.pleaseSpecify }), { target: { value: event.value } }),
  'feedback.suggestionsChanged': (event) =>
    fireEvent.change(screen.getByRole('textbox', { name: text.suggestions }), { target: { value: event.value } }),
  'feedback.emailChanged': (event) =>
    fireEvent.change(screen.getByRole('textbox', { name: text.email }), { target: { value: event.value } }),
  'feedback.submitted': () => fireEvent.click(screen.getByRole('button', { name: text.submit })),
  'feedback.thankYouClosed': () => fireEvent.click(screen.getAllByRole('button', { name: text.close })[0] as HTMLElement),
  'xstate.done.actor.submitFeedback': (_event, pending) => pending()?.resolve({ success: true }),
  'xstate.error.actor.submitFeedback': (_event, pending) => pending()?.reject(new Error('500')),
} satisfies {
  [K in FeedbackEvent['type']]: (event: Extract<FeedbackEvent, { type: K }>, pending: () => Pending | undefined) => void;
};

function perform(event: FeedbackEvent, pending: () => Pending | undefined) {
  const gesture = gestures[event.type] as (event: FeedbackEvent, pending: () => Pending | undefined) => void;
  gesture(event, pending);
}

/** What the predicted state means on screen. */
async function expectScreen(state: { value: unknown; context: FeedbackContext }) {
  await waitFor(() => {
    const value = JSON.stringify(state.value);
    if (value === '"thankYou"') expect(screen.getByRole('dialog', { name: text.thankYou })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const submit = screen.getAllByRole('button', { name: text.submit, hidden: true })[0];
    if (value === '"submitting"') expect(submit).toHaveAttribute('aria-busy', 'true');
    else expect(submit).not.toHaveAttribute('aria-busy');
    if (value === '"thankYou"') return;
    const comments = screen.queryByRole('textbox', { name: text.pleaseSpecify });
    if (state.context.reason === 'other') expect(comments).toBeInTheDocument();
    else expect(comments).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.suggestions })).toHaveValue(state.context.suggestions);
  });
}

async function replay(path: ModelPath) {
  const requests: Pending[] = [];
  const logic = appFeedbackMachine.provide({
    actors: {
      submitFeedback: fromPromise<unknown, FeedbackPayload>(() => {
        const request = deferred<unknown>();
        requests.push(request);
        return request.promise;
      }),
    },
    actions: { toast: () => {} },
  });
  renderRoute('/uninstall/install-42', '/uninstall/:uid', <UninstallPage logic={logic} />);
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await act(async () => perform(step.event as FeedbackEvent, () => requests.at(-1)));
    await expectScreen(step.state as unknown as { value: unknown; context: FeedbackContext });
  }
}

describe('feedback machine paths replayed on the uninstall page', () => {
  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(0));
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => step.event.type.replace('xstate.', ''));
    it(`path ${index + 1}: ${steps.join(' → ')}`, async () => {
      await replay(path);
    });
  }
});
